import { requestTimeoutMs } from '../config/api';
import { errorAnswers } from 'test-support/api-answers';
import { installFakeApi } from '../testing/fakeApi';
import { ApiError, apiRequest } from './apiClient';

describe('apiRequest', () => {
  it('sends JSON with credentials, the bearer token and a time-out signal', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const fetchMock = installFakeApi(() => ({ status: 200, body: { data: [] } }));

    await expect(apiRequest('/championid', { token: 'abc', query: { Name: 'a+b@example.org', param: 'Email' } })).resolves.toEqual({ data: [] });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/championid?Name=a%2Bb%40example.org&param=Email');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(timeout).toHaveBeenCalledWith(requestTimeoutMs);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    timeout.mockRestore();
  });

  it("rejects with the status, the API's message and Retry-After", async () => {
    installFakeApi(() => errorAnswers.tooManyRequests);
    const error: unknown = await apiRequest('/email', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 429, serverMessage: 'Too many requests, please try again later', retryAfterSeconds: 900 });
  });

  it('rejects a failed or timed-out request as a network error', async () => {
    installFakeApi(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    await expect(apiRequest('/Champions/1', { token: 'abc' })).rejects.toMatchObject({ kind: 'network' });
  });
});
