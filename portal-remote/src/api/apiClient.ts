import { apiBase, requestTimeoutMs } from '../config/api';

/**
 * Why a call failed: `network` (no answer, or not in time), `http` (an answer with a 4xx/5xx
 * status) or `invalid` (a 2xx answer that is not what the portal expects).
 * `serverMessage` is the API's `{ error }` text when it sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'invalid',
    readonly status?: number,
    readonly serverMessage?: string,
    /** From `Retry-After` (seconds) on a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `API call failed (${kind}${status === undefined ? '' : ` ${status}`})`);
    this.name = 'ApiError';
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The session token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Query parameters, encoded. */
  query?: Record<string, string>;
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * The one way the portal calls the API: JSON in and out, credentials included, the bearer token
 * when given, and a time-out so a hung backend cannot hang the page. Resolves with the parsed JSON
 * of a 2xx answer; rejects with an ApiError otherwise.
 */
export async function apiRequest(path: string, { method = 'GET', body, token, query }: ApiRequest = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}${search}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    // Offline, refused, or aborted by the time-out: the person sees the same thing.
    throw new ApiError('network');
  }

  const json = await readJson(response);
  if (response.ok) return json;
  const serverMessage = isRecord(json) && typeof json.error === 'string' && json.error.trim() ? json.error : undefined;
  throw new ApiError('http', response.status, serverMessage, retryAfterOf(response));
}
