// @ts-check
// A draining shell (a rolling release) lets its requests in flight finish for SHUTDOWN_GRACE_MS
// (index.js passes it to `listen`): longer than any wait of its own for the API, so a code exchange
// or a sign-in form the API is still answering ends with the API's answer or the shell's time-out,
// never with its connection cut.
const { API_TIMEOUT_MS, SHUTDOWN_GRACE_MS } = require('./app');
const { requestTimeoutMs } = require('./sign-in-form');

describe('the shell\'s drain grace', () => {
  it('outlasts the proxy\'s and the sign-in form\'s time-outs for the API', () => {
    expect(SHUTDOWN_GRACE_MS).toBeGreaterThan(API_TIMEOUT_MS);
    expect(SHUTDOWN_GRACE_MS).toBeGreaterThan(requestTimeoutMs);
  });
});
