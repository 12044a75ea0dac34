// @ts-check
// The sign-in limits count visitors, not the load balancer, and only a named load balancer is believed.
const request = require('supertest');
const { apiStartTimeoutMs, startTestApi, createTestShell } = require('./testing');

/** @type {Awaited<ReturnType<typeof startTestApi>>} */
let api;
beforeEach(async () => {
  api = await startTestApi({ SIGNIN_LIMIT_PER_IP: '2', SIGNIN_LIMIT_PER_EMAIL: '100' });
}, apiStartTimeoutMs);
afterEach(() => api.close());

/**
 * @param {import('express').Express} shell
 * @param {string} email
 * @param {string} [forwardedFor]
 */
const askForLink = (shell, email, forwardedFor) => {
  const call = request(shell).post('/api/email');
  return (forwardedFor === undefined ? call : call.set('X-Forwarded-For', forwardedFor)).send({ email });
};

describe('per-visitor limits through the shell', () => {
  it('behind a trusted load balancer, counts each forwarded visitor apart', async () => {
    // The test client is the load balancer, on loopback.
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    await askForLink(shell, 'a1@example.org', '203.0.113.1').expect(202);
    await askForLink(shell, 'a2@example.org', '203.0.113.1').expect(202);
    await askForLink(shell, 'a3@example.org', '203.0.113.1').expect(429);
    await askForLink(shell, 'b1@example.org', '203.0.113.2').expect(202);
    await askForLink(shell, 'c1@example.org', '198.51.100.7').expect(202);
  });

  it('ten bad codes lock out only the visitor who tried them', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    const exchange = (/** @type {string} */ forwardedFor) =>
      request(shell).post('/api/jwt').set('X-Forwarded-For', forwardedFor).send({ recordID: 'champion-0001', authCode: 'guess' });
    for (let attempt = 1; attempt <= 10; attempt += 1) await exchange('203.0.113.66').expect(401);
    await exchange('203.0.113.66').expect(429);
    await exchange('203.0.113.67').expect(401);
  });

  it('with a hop count, believes only the address the load balancer appended, not what the visitor wrote before it', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: '1' } });
    await askForLink(shell, 'a1@example.org', '198.51.100.1, 203.0.113.9').expect(202);
    await askForLink(shell, 'a2@example.org', '198.51.100.2, 203.0.113.9').expect(202);
    await askForLink(shell, 'a3@example.org', '198.51.100.3, 203.0.113.9').expect(429);
  });

  it('ignores a forged X-Forwarded-For from a client that is not the named load balancer', async () => {
    // The load balancer is elsewhere; the test client (loopback) is a visitor connecting directly.
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: '10.0.0.0/8' } });
    await askForLink(shell, 'a1@example.org', '203.0.113.1').expect(202);
    await askForLink(shell, 'a2@example.org', '203.0.113.2').expect(202);
    await askForLink(shell, 'a3@example.org', '203.0.113.3').expect(429);
    await askForLink(shell, 'a4@example.org').expect(429);
  });

  it('trusting nobody (the default), a forged X-Forwarded-For changes nothing either', async () => {
    const shell = createTestShell({ apiUrl: api.url });
    await askForLink(shell, 'a1@example.org', '203.0.113.1').expect(202);
    await askForLink(shell, 'a2@example.org').expect(202);
    await askForLink(shell, 'a3@example.org', '203.0.113.3').expect(429);
  });

  it('counts an IPv6 visitor per /64', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    await askForLink(shell, 'a1@example.org', '2001:db8:5:6::1').expect(202);
    await askForLink(shell, 'a2@example.org', '2001:db8:5:6:abcd::2').expect(202);
    await askForLink(shell, 'a3@example.org', '2001:db8:5:6:ffff:ffff:ffff:ffff').expect(429);
    await askForLink(shell, 'b1@example.org', '2001:db8:5:7::1').expect(202);
  });
});
