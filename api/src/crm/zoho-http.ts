import type { Logger } from 'pino';
import { AppError, errorMessages } from '../shared/app-error';

/** One HTTP call to Zoho with a deadline; a network failure or timeout becomes a 502. */
export async function requestZoho(
  url: URL | string,
  init: RequestInit,
  { timeoutMs, logger }: { timeoutMs: number; logger: Logger },
): Promise<{ status: number; body: unknown }> {
  try {
    // The signal bounds the whole exchange, reading the body included.
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : parseJson(text) };
  } catch (error) {
    logger.error({ err: error, url: String(url).split('?')[0] }, 'Zoho request failed');
    throw new AppError(502, errorMessages.crmUnavailable);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
