import { loadConfig } from '../src/config/config';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { createDependencies, warnUnlessNoEviction } from '../src/dependencies';
import { capturedLog } from './helpers/captured-log';
import { waitFor } from './helpers/network';
import { OwnRedisServer, rawRedis } from './helpers/redis';
import { testJwtSecret } from './helpers/test-app';

/** The API started on a Redis of the test's own, run with the given maxmemory-policy; what it logs. */
async function startOn(policy: string): Promise<{ log: () => string; stop: () => Promise<void> }> {
  const redis = await OwnRedisServer.start();
  const raw = await rawRedis(redis.url);
  await raw.configSet('maxmemory-policy', policy);
  await raw.close();
  const { logger, text } = capturedLog();
  const dependencies = await createDependencies(loadConfig({ NODE_ENV: 'test', JWT_SECRET: testJwtSecret, REDIS_URL: redis.url }), logger);
  await waitFor(async () => text().includes('Redis connected'));
  return {
    log: text,
    stop: async () => {
      await dependencies.store.close();
      await redis.stop();
    },
  };
}

describe('the Redis eviction policy at start', () => {
  it('warns when Redis may evict keys (login codes, sign-outs and limits would vanish when it is full)', async () => {
    const api = await startOn('allkeys-lru');
    try {
      await waitFor(async () => api.log().includes('maxmemory-policy'));
      const warning = api.log().split('\n').find((line) => line.includes('maxmemory-policy'));
      expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, maxmemoryPolicy: 'allkeys-lru', msg: expect.stringContaining('not noeviction') });
    } finally {
      await api.stop();
    }
  });

  it('says nothing of it with noeviction', async () => {
    const redis = await OwnRedisServer.start();
    const { logger, text } = capturedLog();
    const store = new RedisCacheStore({ url: redis.url, logger });
    try {
      await store.connect();
      expect(await store.evictionPolicy()).toBe('noeviction');
      await warnUnlessNoEviction(store, logger);
      expect(text()).not.toContain('maxmemory-policy');
    } finally {
      await store.close();
      await redis.stop();
    }
  });
});
