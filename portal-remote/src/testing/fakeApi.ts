// Test helpers standing in for the API (never bundled): fetch answers with the statuses, bodies
// and headers `api/` really sends (see test-support's api-answers).
import type { ApiAnswer } from 'test-support/api-answers';

export type FakeAnswer = ApiAnswer;

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };

/**
 * A fetch Response as far as the portal reads it; a body of undefined is not JSON (an HTML error
 * page); a Blob body is a file (a PDF, a ZIP).
 */
export function fakeResponse({ status, body, headers = {} }: FakeAnswer): Response {
  return {
    clone: () => fakeResponse({ status, body, headers }),
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => {
      if (body === undefined || body instanceof Blob) throw new SyntaxError('Unexpected token < in JSON');
      return JSON.parse(JSON.stringify(body)) as unknown;
    },
    blob: async () => (body instanceof Blob ? body : new Blob([JSON.stringify(body)], { type: 'application/json' })),
  } as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

/**
 * Replaces fetch with `handle`, which sees each request parsed; a thrown error or a rejected
 * promise is a network failure.
 */
export function installFakeApi(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    return fakeResponse(await handle(request));
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** A token shaped like the API's (HS256 JWT, payload `{ recordID, exp, iat }`); the signature is not checked here. */
export function sessionTokenFor(recordID: string, { expiresInSeconds = 3600, nowMs = Date.now() } = {}): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(nowMs / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ recordID, iat, exp: iat + expiresInSeconds })}.c2lnbmF0dXJl`;
}
