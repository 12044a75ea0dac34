import type { Locale } from 'composition-contract/locale';
import { ApiError, apiRequest } from '../../api/apiClient';

/**
 * How a login-link request ended. `invalid-email` is the API's 400, `rate-limited` its 429 (with
 * the wait from `Retry-After`), `server-error` a 5xx, `unreachable` no answer in time.
 */
export type LoginLinkResult =
  | { outcome: 'sent' }
  | { outcome: 'rate-limited'; retryAfterSeconds?: number }
  | { outcome: 'invalid-email' | 'server-error' | 'unreachable' | 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Asks the API to email a login link (`POST /api/email { email, locale? }`, answered `202 { ok: true }`
 * whether or not the address is known), in `locale`: a Spanish page says `locale: 'es'`, an English
 * one asks as it always has. Never throws: failures and time-outs are results.
 */
export async function requestLoginLink(email: string, locale: Locale): Promise<LoginLinkResult> {
  try {
    const answer = await apiRequest('/email', { method: 'POST', body: locale === 'en' ? { email } : { email, locale } });
    // Requiring `ok: true` keeps a stray 2xx (an HTML page from a misrouted proxy) from passing as sent.
    return isRecord(answer) && answer.ok === true ? { outcome: 'sent' } : { outcome: 'failed' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'network') return { outcome: 'unreachable' };
    if (error.status === 400) return { outcome: 'invalid-email' };
    if (error.status === 429) return { outcome: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error.status !== undefined && error.status >= 500) return { outcome: 'server-error' };
    return { outcome: 'failed' };
  }
}
