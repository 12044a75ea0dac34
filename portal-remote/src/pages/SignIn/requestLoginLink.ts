import { apiBase, requestTimeoutMs } from '../../config/api';

/**
 * How a login-link request ended: `rejected` is a 400 (the email itself), `rate-limited` a 429.
 * `serverMessage` is the API's `error` text when it sent one.
 */
export type LoginLinkResult =
  | { outcome: 'sent' }
  | { outcome: 'rejected' | 'rate-limited' | 'failed'; serverMessage?: string };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const errorTextOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error : undefined;

/**
 * Asks the API to email a login link (`POST /api/email { email }`, answered `202 { ok: true }`
 * whether or not the address is known). Never throws: network failures and time-outs are results.
 */
export async function requestLoginLink(email: string): Promise<LoginLinkResult> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const response = await fetch(`${apiBase}/email`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email }),
      signal: controller.signal,
    });
    const body = await readJson(response);
    // Requiring `ok: true` keeps a stray 2xx (an HTML page from a misrouted proxy) from passing as sent.
    if (response.ok && isRecord(body) && body.ok === true) return { outcome: 'sent' };

    const serverMessage = errorTextOf(body);
    if (response.status === 400) return { outcome: 'rejected', serverMessage };
    if (response.status === 429) return { outcome: 'rate-limited', serverMessage };
    return { outcome: 'failed', serverMessage };
  } catch {
    return { outcome: 'failed' };
  } finally {
    clearTimeout(timeout);
  }
}
