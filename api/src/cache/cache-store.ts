/**
 * The shared key-value store behind the CRM cache, login codes, rate limits and the Zoho access
 * token. Redis in production (shared by every API instance); an in-process map with the same
 * semantics when REDIS_URL is not set. Every duration is in whole seconds.
 */
export interface CacheStore {
  readonly kind: 'redis' | 'in-process';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it (a lock). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Reads and deletes in one atomic step: of two concurrent takes, only one gets the value. */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Counts a hit in a fixed window that starts with the first hit. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  /**
   * Counts one hit in each counter's fixed window (a `checkedOnly` counter is not counted), in one
   * atomic step, only when every counter is below its limit. Otherwise nothing is written (a refused request creates or extends no counter)
   * and the answer names the first counter at its limit, with the seconds left in its window.
   */
  hitWithinLimits(counters: readonly LimitedCounter[]): Promise<LimitedHit>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface LimitedCounter {
  key: string;
  limit: number;
  windowSeconds: number;
  /** Refuses at its limit but counts nothing: a budget this hit must find open without spending it. */
  checkedOnly?: boolean;
}

export type LimitedHit = { admitted: true } | { admitted: false; refusedBy: number; ttlSeconds: number };
