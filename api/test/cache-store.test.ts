import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { cacheStoreContract } from './contracts/cache-store.contract';
import { ManualClock } from './helpers/manual-clock';
import { deleteKeys, elapseRedisTime, rawRedis, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { silentLogger } from './helpers/test-app';

cacheStoreContract('in-process', async () => {
  const clock = new ManualClock();
  const store = new InProcessCacheStore(clock);
  return { store, elapse: async (seconds) => clock.advanceSeconds(seconds), teardown: () => store.close() };
});

cacheStoreContract('Redis', async () => {
  const keyPrefix = uniqueKeyPrefix();
  const store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
  await store.connect();
  return {
    store,
    elapse: (seconds) => elapseRedisTime(keyPrefix, seconds),
    teardown: async () => {
      await store.close();
      await deleteKeys(keyPrefix);
    },
  };
});

describe('Redis cache store', () => {
  it('keeps its keys under its prefix', async () => {
    const keyPrefix = uniqueKeyPrefix();
    const store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
    await store.connect();
    await store.set('name', 'value', 60);
    const raw = await rawRedis();
    expect(await raw.get(`${keyPrefix}name`)).toBe('value');
    expect(await raw.ttl(`${keyPrefix}name`)).toBeGreaterThan(0);
    await raw.close();
    await store.close();
    await deleteKeys(keyPrefix);
  });
});
