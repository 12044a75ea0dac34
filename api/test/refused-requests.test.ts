import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import request from 'supertest';
import type { CacheStore } from '../src/cache/cache-store';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { ManualClock } from './helpers/manual-clock';
import { deleteKeys, rawRedis, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { createTestApp, silentLogger } from './helpers/test-app';

/** The two stores, each with a way to count the keys it holds. */
const stores: [string, () => Promise<{ store: CacheStore; keyCount: () => Promise<number>; teardown: () => Promise<void> }>][] = [
  [
    'in-process',
    async () => {
      const store = new InProcessCacheStore(new ManualClock());
      return { store, keyCount: async () => store.size, teardown: () => store.close() };
    },
  ],
  [
    'Redis',
    async () => {
      const keyPrefix = uniqueKeyPrefix();
      const store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
      await store.connect();
      const keyCount = async () => {
        const raw = await rawRedis();
        let count = 0;
        for await (const keys of raw.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) count += keys.length;
        await raw.close();
        return count;
      };
      return {
        store,
        keyCount,
        teardown: async () => {
          await store.close();
          await deleteKeys(keyPrefix);
        },
      };
    },
  ],
];

describe.each(stores)('refused requests cost nothing (%s store)', (_name, createStore) => {
  it('a visitor past its limit, flooding with new emails, adds no counter', async () => {
    const { store, keyCount, teardown } = await createStore();
    try {
      const testApp = await createTestApp({ store, env: { SIGNIN_LIMIT_PER_IP: '3' } });
      const ask = (email: string) => request(testApp.app).post('/api/email').set('X-Forwarded-For', '203.0.113.9').send({ email });
      for (let index = 0; index < 3; index += 1) await ask(`first${index}@example.org`).expect(202);
      await testApp.backgroundTasks.idle();
      const keysAtTheLimit = await keyCount();
      expect(keysAtTheLimit).toBeGreaterThan(0);

      for (let index = 0; index < 300; index += 1) await ask(`flood${index}@example.org`).expect(429);
      expect(await keyCount()).toBe(keysAtTheLimit);
    } finally {
      await teardown();
    }
  });

  it('a flood from many networks leaves per-visitor counters only (no lookup, no cache entry past the budget\'s 20 a minute)', async () => {
    const { store, keyCount, teardown } = await createStore();
    try {
      const testApp = await createTestApp({ store });
      const networks = 600;
      for (let index = 0; index < networks; index += 1) {
        const answer = await request(testApp.app)
          .post('/api/email')
          .set('X-Forwarded-For', `10.${index >> 8}.${index & 255}.1`)
          .send({ email: `flood${index}@example.org` });
        expect([202, 503]).toContain(answer.status);
      }
      await testApp.backgroundTasks.idle();
      // Past the open share a stranger's request counts the same per-visitor limits (address,
      // network, network per minute, email) as a known champion's, so the answers tell nobody
      // anything: four counters per request, each for its window (15 minutes at most). The budget's
      // 20 admitted requests add a cached lookup each and the budget's counters: a few dozen more.
      expect(await keyCount()).toBeLessThanOrEqual(4 * networks + 50);
    } finally {
      await teardown();
    }
  }, 60_000);
});

describe('the in-process store under a flood', () => {
  it('keeps at most its cap of keys, evicting the oldest first, and its memory stays bounded', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const store = new InProcessCacheStore(new ManualClock(), { maxEntries: 1000 });
    const value = 'v'.repeat(200);

    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let index = 0; index < 200_000; index += 1) await store.set(`key-${index}`, value, 3600);
    collectGarbage();
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

    expect(store.size).toBe(1000);
    expect(await store.get('key-0')).toBeUndefined();
    expect(await store.get('key-199999')).toBe(value);
    // 200,000 entries of ~300 bytes would be about 60 MB; 1,000 of them are well under 5 MB.
    expect(heapGrowth).toBeLessThan(5 * 1024 * 1024);
    await store.close();
  });

  it('counts a key written again as new: a counter in use is not the one evicted', async () => {
    const store = new InProcessCacheStore(new ManualClock(), { maxEntries: 3 });
    await store.set('a', '1', 60);
    await store.set('b', '1', 60);
    await store.set('a', '2', 60);
    await store.set('c', '1', 60);
    await store.set('d', '1', 60);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe('2');
  });
});
