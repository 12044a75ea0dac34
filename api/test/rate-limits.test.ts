import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import type { TestApp } from './helpers/test-app';
import { createTestApp, demoChampion, requestLoginLink } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

const askForLink = (testApp: TestApp, email: string, clientAddress?: string) => {
  const call = request(testApp.app).post('/api/email');
  return (clientAddress === undefined ? call : call.set('X-Forwarded-For', clientAddress)).send({ email });
};

const expectTooMany = (answer: request.Response, maxWaitSeconds: number) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: errorMessages.tooManyRequests });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
};

describe('rate limits', () => {
  it('allow SIGNIN_LIMIT_PER_EMAIL link requests per email in 15 minutes, known or not', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    for (const email of [grace.email, 'stranger@example.org']) {
      for (let request = 1; request <= 5; request += 1) {
        expect((await askForLink(testApp, email, `198.51.100.${request}`)).status).toBe(202);
      }
      expectTooMany(await askForLink(testApp, email.toUpperCase(), '198.51.100.99'), 900);
    }
    clock.advanceSeconds(15 * 60);
    expect((await askForLink(testApp, grace.email, '198.51.100.1')).status).toBe(202);
  });

  it('allow SIGNIN_LIMIT_PER_IP link requests per client address', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_IP: '3', SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let request = 1; request <= 3; request += 1) {
      expect((await askForLink(testApp, `person${request}@example.org`, '203.0.113.7')).status).toBe(202);
    }
    expectTooMany(await askForLink(testApp, 'person4@example.org', '203.0.113.7'), 900);
    expect((await askForLink(testApp, 'person4@example.org', '203.0.113.8')).status).toBe(202);
  });

  it('take the client address from the trusted proxy (loopback) only: a forged X-Forwarded-For changes nothing', async () => {
    // Here the only trusted proxy is elsewhere, so the test client (on loopback) is an outside peer.
    const testApp = await createTestApp({ env: { TRUST_PROXY: '192.0.2.1', SIGNIN_LIMIT_PER_IP: '3', SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let request = 1; request <= 3; request += 1) {
      expect((await askForLink(testApp, `person${request}@example.org`, `203.0.113.${request}`)).status).toBe(202);
    }
    expectTooMany(await askForLink(testApp, 'person4@example.org', '203.0.113.200'), 900);
    expectTooMany(await askForLink(testApp, 'person5@example.org'), 900);
  });

  it('block a client address after 10 failed code exchanges, even for a valid code', async () => {
    const testApp = await createTestApp();
    const exchange = (authCode: string, clientAddress: string) =>
      request(testApp.app).post('/api/jwt').set('X-Forwarded-For', clientAddress).send({ recordID: grace.id, authCode });

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await exchange(`guess-${attempt}`, '203.0.113.50')).status).toBe(401);
    }
    const code = (await requestLoginLink(testApp, grace.email))?.searchParams.get('jwt') ?? '';
    expectTooMany(await exchange(code, '203.0.113.50'), 900);
    // The refused attempt did not consume the code: its owner, elsewhere, still signs in.
    expect((await exchange(code, '203.0.113.51')).status).toBe(200);
  });

  it('do not count successful exchanges as failures', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let signIn = 1; signIn <= 12; signIn += 1) {
      const code = (await requestLoginLink(testApp, grace.email))?.searchParams.get('jwt') ?? '';
      expect((await request(testApp.app).post('/api/jwt').send({ recordID: grace.id, authCode: code })).status).toBe(200);
    }
  });
});
