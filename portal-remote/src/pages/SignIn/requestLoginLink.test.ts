import { installFakeApi } from '../../testing/fakeApi';
import { requestLoginLink } from './requestLoginLink';

describe('requestLoginLink', () => {
  it('counts a request that does not answer in time as unreachable', async () => {
    // What fetch does when its AbortSignal.timeout fires.
    installFakeApi(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    await expect(requestLoginLink('ada@example.com', 'en')).resolves.toEqual({ outcome: 'unreachable' });
  });

  it('does not count a 2xx answer without ok: true as sent', async () => {
    installFakeApi(() => ({ status: 200, body: {} }));
    await expect(requestLoginLink('ada@example.com', 'en')).resolves.toEqual({ outcome: 'failed' });
  });
});
