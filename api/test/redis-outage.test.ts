import request from 'supertest';
import { RedisCacheStore, storeRetryAfterSeconds } from '../src/cache/redis-cache-store';
import { errorMessages } from '../src/shared/app-error';
import { waitFor } from './helpers/network';
import { OwnRedisServer } from './helpers/redis';
import { sessionToken } from './helpers/session';
import { requestShieldLink, shieldSignIn } from './helpers/shield';
import { createTestApp, demoChampion, requestLoginLink, silentLogger } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

describe('Redis outage', () => {
  let redis: OwnRedisServer;
  let store: RedisCacheStore;

  beforeEach(async () => {
    redis = await OwnRedisServer.start();
    // The production command timeout: a shorter one would fail a busy machine's answers, not a hung Redis's.
    store = new RedisCacheStore({ url: redis.url, logger: silentLogger });
    await store.connect();
  });
  afterEach(async () => {
    await store.close();
    await redis.stop();
  });

  it('answers 503 JSON where Redis is needed, reports it, and recovers by itself', async () => {
    const testApp = await createTestApp({ store });
    const health = () => request(testApp.app).get('/api/health');
    expect((await health()).body).toEqual({ status: 'ok', redis: 'up', crm: 'up' });
    const link = await requestLoginLink(testApp, grace.email);

    await redis.stop();
    await waitFor(async () => (await health()).status === 503);
    expect((await health()).body).toEqual({ status: 'degraded', redis: 'down', crm: 'up' });

    const signIn = await request(testApp.app).post('/api/email').send({ email: grace.email });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({ error: errorMessages.storeUnavailable });
    expect(signIn.headers['retry-after']).toBe(String(storeRetryAfterSeconds));
    const exchange = await request(testApp.app)
      .post('/api/jwt')
      .send({ recordID: grace.id, authCode: link?.searchParams.get('jwt') });
    expect(exchange.status).toBe(503);
    expect(exchange.body).toEqual({ error: errorMessages.storeUnavailable });
    expect(exchange.headers['retry-after']).toBe(String(storeRetryAfterSeconds));

    // A session cannot be checked against sign-outs (nor its reads counted) without the store:
    // portal reads fail closed, never letting a signed-out token through.
    const champion = await request(testApp.app)
      .get(`/api/Champions/${grace.id}`)
      .set('Authorization', `Bearer ${sessionToken(grace.id, testApp.clock)}`);
    expect(champion.status).toBe(503);
    expect(champion.body).toEqual({ error: errorMessages.storeUnavailable });

    await redis.restart();
    await waitFor(async () => (await health()).status === 200);
    expect(await requestLoginLink(testApp, grace.email)).toBeDefined();
  }, 30_000);

  it('fails closed on the Shield account too: sign-in, code exchange and a signed-in account answer 503', async () => {
    const testApp = await createTestApp({ store });
    const cookie = await shieldSignIn(testApp, 'shield.live@example.org');
    const link = await requestShieldLink(testApp, 'shield.live@example.org');

    await redis.stop();
    await waitFor(async () => (await request(testApp.app).get('/api/health')).status === 503);
    const answers = [
      await request(testApp.app).post('/api/shield/sign-in').send({ email: 'shield.live@example.org' }),
      await request(testApp.app).post('/api/shield/session').send({ code: link?.searchParams.get('code') }),
      await request(testApp.app).get('/api/shield/account').set('Cookie', cookie),
      await request(testApp.app).post('/api/shield/subscriptions/2254000000201001/cancel').set('Cookie', cookie).send({ reason: 'moving' }),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([503, { error: errorMessages.storeUnavailable }]);

    await redis.restart();
    await waitFor(async () => (await request(testApp.app).get('/api/health')).status === 200);
    const account = await request(testApp.app).get('/api/shield/account').set('Cookie', cookie).expect(200);
    expect((account.body as { subscriptions: { status: string }[] }).subscriptions[0]?.status).toBe('live');
  }, 30_000);

  it('answers 503 when Redis hangs, within the command timeout', async () => {
    const testApp = await createTestApp({ store });
    await redis.pause();
    try {
      const signIn = await request(testApp.app).post('/api/email').send({ email: grace.email });
      expect(signIn.status).toBe(503);
      expect(signIn.body).toEqual({ error: errorMessages.storeUnavailable });
    } finally {
      await redis.resume();
    }
  }, 30_000);
});
