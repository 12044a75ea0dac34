import { requestTimeoutMs } from '../../config/api';
import { requestLoginLink } from './requestLoginLink';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => jest.useRealTimers());

describe('requestLoginLink', () => {
  it('gives up after the request time-out', async () => {
    jest.useFakeTimers();
    // A request that only ends when it is aborted, like a hung backend.
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const result = requestLoginLink('ada@example.com');
    jest.advanceTimersByTime(requestTimeoutMs);

    await expect(result).resolves.toEqual({ outcome: 'failed' });
  });

  it('does not count a 2xx answer without ok: true as sent', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({}) } as Response);
    await expect(requestLoginLink('ada@example.com')).resolves.toEqual({ outcome: 'failed' });
  });
});
