import type { CacheStore } from '../../src/cache/cache-store';

export interface CacheStoreHarness {
  store: CacheStore;
  /** Lets `seconds` pass for the store's TTLs without waiting. */
  elapse(seconds: number): Promise<void>;
  teardown(): Promise<void>;
}

/** One behaviour for every CacheStore adapter. */
export function cacheStoreContract(adapter: string, createHarness: () => Promise<CacheStoreHarness>): void {
  describe(`${adapter} cache store (contract)`, () => {
    let harness: CacheStoreHarness;
    let store: CacheStore;

    beforeEach(async () => {
      harness = await createHarness();
      store = harness.store;
    });
    afterEach(() => harness.teardown());

    it('reads back what was set, and nothing for an unknown key', async () => {
      await store.set('a', 'one', 60);
      await store.set('a', 'two', 60);
      expect(await store.get('a')).toBe('two');
      expect(await store.get('missing')).toBeUndefined();
    });

    it('forgets a value once its TTL has passed', async () => {
      await store.set('short', 'value', 10);
      await harness.elapse(9);
      expect(await store.get('short')).toBe('value');
      await harness.elapse(1);
      expect(await store.get('short')).toBeUndefined();
    });

    it('sets if absent only once, like a lock, until it expires', async () => {
      expect(await store.setIfAbsent('lock', 'first', 5)).toBe(true);
      expect(await store.setIfAbsent('lock', 'second', 5)).toBe(false);
      expect(await store.get('lock')).toBe('first');
      await harness.elapse(5);
      expect(await store.setIfAbsent('lock', 'third', 5)).toBe(true);
    });

    it('takes a value once: read and deleted in one step', async () => {
      await store.set('code', 'secret', 60);
      expect(await store.take('code')).toBe('secret');
      expect(await store.take('code')).toBeUndefined();
      expect(await store.get('code')).toBeUndefined();
    });

    it('gives a value to exactly one of many concurrent takes', async () => {
      await store.set('code', 'secret', 60);
      const taken = await Promise.all(Array.from({ length: 20 }, () => store.take('code')));
      expect(taken.filter((value) => value === 'secret')).toHaveLength(1);
    });

    it('does not take an expired value', async () => {
      await store.set('code', 'secret', 10);
      await harness.elapse(10);
      expect(await store.take('code')).toBeUndefined();
    });

    it('deletes', async () => {
      await store.set('a', 'value', 60);
      await store.delete('a');
      await store.delete('never-set');
      expect(await store.get('a')).toBeUndefined();
    });

    it('counts hits in a window that starts with the first hit and then resets', async () => {
      expect(await store.increment('hits', 900)).toEqual({ count: 1, ttlSeconds: 900 });
      await harness.elapse(100);
      const second = await store.increment('hits', 900);
      expect(second.count).toBe(2);
      expect(second.ttlSeconds).toBeGreaterThanOrEqual(799);
      expect(second.ttlSeconds).toBeLessThanOrEqual(800);
      expect((await store.increment('other', 900)).count).toBe(1);
      await harness.elapse(800);
      expect(await store.increment('hits', 900)).toEqual({ count: 1, ttlSeconds: 900 });
    });

    it('counts every one of many concurrent hits', async () => {
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('burst', 60)));
      expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    });

    it('counts hits within limits in one step, and a checked-only counter refuses at its limit without being counted', async () => {
      const counted = { key: 'per-visitor', limit: 3, windowSeconds: 60 };
      const budget = { key: 'budget', limit: 1, windowSeconds: 60 };
      expect(await store.hitWithinLimits([counted, { ...budget, checkedOnly: true }])).toEqual({ admitted: true });
      expect(await store.get('budget')).toBeUndefined();
      expect(await store.hitWithinLimits([counted, budget])).toEqual({ admitted: true });
      const refused = await store.hitWithinLimits([counted, { ...budget, checkedOnly: true }]);
      expect(refused).toMatchObject({ admitted: false, refusedBy: 1 });
      // Refused: nothing counted anywhere.
      expect(await store.get('per-visitor')).toBe('2');
      expect(await store.get('budget')).toBe('1');
    });

    it('reports itself healthy', async () => {
      expect(await store.isHealthy()).toBe(true);
    });
  });
}
