import request from 'supertest';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import { deleteKeys, rawRedis, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import type { TestApp } from './helpers/test-app';
import { createTestApp, demoChampion, signIn, silentLogger } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

const readChampion = (testApp: TestApp, token: string) =>
  request(testApp.app).get(`/api/Champions/${grace.id}`).set('Authorization', `Bearer ${token}`);
const signOut = (testApp: TestApp, token: string) => request(testApp.app).post('/api/sign-out').set('Authorization', `Bearer ${token}`);

/** What a token gets once its hour is over: the answer a signed-out token must get too. */
async function expiredAnswer(): Promise<{ status: number; body: unknown }> {
  const testApp = await createTestApp();
  const token = await signIn(testApp, grace.email);
  testApp.clock.advanceSeconds(3600);
  const { status, body } = await readChampion(testApp, token);
  return { status, body: body as unknown };
}

describe('sign-out', () => {
  it('ends the session on the server: a copied token gets the same 401 as an expired one', async () => {
    const testApp = await createTestApp();
    const token = await signIn(testApp, grace.email);
    const copied = token;
    await readChampion(testApp, token).expect(200);

    await signOut(testApp, token).expect(204);

    const refused = await readChampion(testApp, copied);
    expect({ status: refused.status, body: refused.body as unknown }).toEqual(await expiredAnswer());
    expect(refused.body).toEqual({ error: errorMessages.sessionExpired });
  });

  it('ends only that session: another sign-in of the same champion keeps working', async () => {
    const testApp = await createTestApp();
    const first = await signIn(testApp, grace.email);
    const second = await signIn(testApp, grace.email);
    await signOut(testApp, first).expect(204);
    await readChampion(testApp, first).expect(401);
    await readChampion(testApp, second).expect(200);
  });

  it('answers 204 for a token that is already invalid, and 401 without one', async () => {
    const testApp = await createTestApp();
    await signOut(testApp, 'not.a.token').expect(204);
    await request(testApp.app).post('/api/sign-out').expect(401, { error: errorMessages.sessionExpired });
  });

  it('holds on every instance sharing the store, and the revocation is kept only as long as the token would live', async () => {
    const keyPrefix = uniqueKeyPrefix();
    const stores = [0, 1].map(() => new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix }));
    try {
      await Promise.all(stores.map((store) => store.connect()));
      const clock = new ManualClock();
      const [one, other] = await Promise.all(stores.map((store) => createTestApp({ store, clock })));
      if (one === undefined || other === undefined) throw new Error('two instances expected');
      const token = await signIn(one, grace.email);
      await readChampion(other, token).expect(200);

      await signOut(one, token).expect(204);
      const refused = await readChampion(other, token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: errorMessages.sessionExpired });

      const raw = await rawRedis();
      const revocations = await raw.keys(`${keyPrefix}session-revoked:*`);
      expect(revocations).toHaveLength(1);
      const ttl = await raw.ttl(revocations[0] ?? '');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3600);
      await raw.close();
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await deleteKeys(keyPrefix);
    }
  });
});
