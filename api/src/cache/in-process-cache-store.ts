import type { Clock } from '../shared/clock';
import { systemClock } from '../shared/clock';
import type { CacheStore } from './cache-store';

interface Entry {
  value: string;
  expiresAt: number;
}

const sweepIntervalMs = 60_000;

/** The store used when REDIS_URL is not set: one process, same semantics as the Redis adapter. */
export class InProcessCacheStore implements CacheStore {
  readonly kind = 'in-process';
  readonly #entries = new Map<string, Entry>();
  #lastSweep: number;

  constructor(private readonly clock: Clock = systemClock) {
    this.#lastSweep = clock.now();
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
    return { count: Number(entry.value), ttlSeconds: Math.ceil((entry.expiresAt - this.clock.now()) / 1000) };
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.#entries.clear();
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
    this.#entries.set(key, entry);
    return entry;
  }

  /** Expired keys nobody reads again (rate-limit counters) would otherwise stay forever. */
  #sweepExpired(): void {
    const now = this.clock.now();
    if (now - this.#lastSweep < sweepIntervalMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}
