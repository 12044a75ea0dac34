import type { Clock } from '../shared/clock';
import { systemClock } from '../shared/clock';
import type { CacheStore, LimitedCounter, LimitedHit } from './cache-store';

interface Entry {
  value: string;
  expiresAt: number;
}

const sweepIntervalMs = 60_000;
/** About 30 MB at most (keys are short hashes, values small): a flood cannot grow the process without bound. */
export const defaultMaxEntries = 100_000;

/**
 * The store used when REDIS_URL is not set: one process, same semantics as the Redis adapter. It
 * holds at most `maxEntries` keys; past that, writing a new key evicts the oldest written first.
 */
export class InProcessCacheStore implements CacheStore {
  readonly kind = 'in-process';
  // A Map iterates in insertion order and every write re-inserts its key: the first key is the oldest.
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  #lastSweep: number;

  constructor(
    private readonly clock: Clock = systemClock,
    { maxEntries = defaultMaxEntries }: { maxEntries?: number } = {},
  ) {
    this.#lastSweep = clock.now();
    this.#maxEntries = maxEntries;
  }

  /** How many keys it holds now (expired ones not swept yet included). */
  get size(): number {
    return this.#entries.size;
  }

  async get(key: string): Promise<string | undefined> {
    return this.#live(key)?.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.#write(key, value, ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.#live(key)) return false;
    this.#write(key, value, ttlSeconds);
    return true;
  }

  async take(key: string): Promise<string | undefined> {
    const entry = this.#live(key);
    this.#entries.delete(key);
    return entry?.value;
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }> {
    const entry = this.#live(key) ?? this.#write(key, '0', windowSeconds);
    entry.value = String(Number(entry.value) + 1);
    return { count: Number(entry.value), ttlSeconds: this.#secondsLeft(entry) };
  }

  async hitWithinLimits(counters: readonly LimitedCounter[]): Promise<LimitedHit> {
    // Synchronous from the first read to the last write: atomic within the process.
    for (const [index, counter] of counters.entries()) {
      const entry = this.#live(counter.key);
      if (Number(entry?.value ?? 0) >= counter.limit) return { admitted: false, refusedBy: index, ttlSeconds: entry ? this.#secondsLeft(entry) : 0 };
    }
    for (const counter of counters) {
      if (counter.checkedOnly === true) continue;
      const entry = this.#live(counter.key) ?? this.#write(counter.key, '0', counter.windowSeconds);
      entry.value = String(Number(entry.value) + 1);
    }
    return { admitted: true };
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }

  #secondsLeft(entry: Entry): number {
    return Math.ceil((entry.expiresAt - this.clock.now()) / 1000);
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #write(key: string, value: string, ttlSeconds: number): Entry {
    this.#sweepExpired();
    const entry = { value, expiresAt: this.clock.now() + ttlSeconds * 1000 };
    this.#entries.delete(key);
    while (this.#entries.size >= this.#maxEntries) this.#evictOldest();
    this.#entries.set(key, entry);
    return entry;
  }

  #evictOldest(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }

  /** Expired keys nobody reads again (rate-limit counters) would otherwise stay until evicted. */
  #sweepExpired(): void {
    const now = this.clock.now();
    if (now - this.#lastSweep < sweepIntervalMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}
