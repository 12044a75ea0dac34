import { takeEarlyResponse } from 'composition-contract/early-requests';
import type * as z from 'zod/mini';
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
 * Sends a call with credentials, the headers, and a time-out; an unanswered call is a network error.
 * A GET the page started as it arrived (its route's early request, with this token) is not sent
 * again: its answer is taken.
 */
async function send(path: string, { method = 'GET', body, token, query }: ApiRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const url = `${apiBase}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
  const early = method === 'GET' ? takeEarlyResponse(url, token) : undefined;
  try {
    if (early) return await early;
    return await fetch(url, {
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
}

/** The ApiError of an answer with a 4xx/5xx status, with the API's `{ error }` message. */
async function failure(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const serverMessage = isRecord(json) && typeof json.error === 'string' && json.error.trim() ? json.error : undefined;
  return new ApiError('http', response.status, serverMessage, retryAfterOf(response));
}

/**
 * The one way the portal calls the API: JSON in and out, credentials included, the bearer token
 * when given, and a time-out so a hung backend cannot hang the page. Resolves with the parsed JSON
 * of a 2xx answer; rejects with an ApiError otherwise.
 */
export async function apiRequest(path: string, request: ApiRequest = {}): Promise<unknown> {
  const response = await send(path, request, 'application/json');
  if (!response.ok) throw await failure(response);
  return readJson(response);
}

/** A file the API sends (a PDF, a ZIP), with the name its Content-Disposition gives. */
export async function apiFile(path: string, request: ApiRequest & { accept: string }): Promise<{ content: Blob; fileName: string | undefined }> {
  const response = await send(path, request, request.accept);
  if (!response.ok) throw await failure(response);
  let content: Blob;
  try {
    content = await response.blob();
  } catch {
    throw new ApiError('network');
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { content, fileName };
}

/** A 2xx answer checked against the shape a screen expects: a screen never renders a half-understood answer. */
export function parsedAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new ApiError('invalid');
  return result.data;
}
