import type { Logger } from 'pino';
import { AppError } from '../shared/app-error';

/** What a failed call to a Zoho service tells the client: the CRM's or Billing's own words. */
export interface ZohoFailureMessages {
  unavailable: string;
  busy: string;
}

/**
 * One HTTP call to Zoho (CRM, Billing or the accounts server) with a deadline; a network failure
 * or timeout becomes a 502. The body is parsed as JSON when it is JSON; `bytes` is it as sent (a PDF).
 */
export async function requestZoho(
  url: URL | string,
  init: RequestInit,
  { timeoutMs, logger, messages }: { timeoutMs: number; logger: Logger; messages: ZohoFailureMessages },
): Promise<{ status: number; body: unknown; bytes: Buffer; contentType: string }> {
  try {
    // The signal bounds the whole exchange, reading the body included.
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: response.status, body: text === '' ? undefined : parseJson(text), bytes, contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    logger.error({ err: error, url: String(url).split('?')[0] }, 'Zoho request failed');
    throw new AppError(502, messages.unavailable);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
