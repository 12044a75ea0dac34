import { createClient } from 'redis';
import type { Logger } from 'pino';
import { AppError, errorMessages } from '../shared/app-error';
import type { CacheStore, LimitedCounter, LimitedHit } from './cache-store';

export interface RedisCacheStoreOptions {
  url: string;
  logger: Logger;
  /** Namespaces every key, so tests (or other apps) can share one Redis. */
  keyPrefix?: string;
  commandTimeoutMs?: number;
}

// INCR and the window's expiry in one atomic step, so a counter can never be left without a TTL.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`;

/** What a client is told to wait while Redis is away: the reconnection attempts are at most 2 s apart. */
export const storeRetryAfterSeconds = 5;

// Every counter checked first, then all counted: a refused hit writes nothing. ARGV holds each
// counter's limit and window in turn; the answer is { index of the refusing counter (1-based), its TTL }.
const hitWithinLimitsScript = `
for index, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[3 * index - 2]) then
    return { index, redis.call('TTL', key) }
  end
end
for index, key in ipairs(KEYS) do
  if ARGV[3 * index] == 'counted' and redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[3 * index - 1]) end
end
return { 0, 0 }`;

/**
 * The CacheStore on Redis (node-redis). While Redis is down every call fails at once with a 503
 * (no offline queue) and the client keeps reconnecting in the background, so the API recovers
 * by itself when Redis returns.
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis';
  readonly #client;
  readonly #keyPrefix: string;
  readonly #logger: Logger;
  readonly #commandTimeoutMs: number;
  #reachable: boolean | undefined;

  constructor({ url, logger, keyPrefix = 'dh:', commandTimeoutMs = 1000 }: RedisCacheStoreOptions) {
    this.#keyPrefix = keyPrefix;
    this.#logger = logger;
    this.#commandTimeoutMs = commandTimeoutMs;
    this.#client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
    });
    // Log changes of state only: a Redis that stays down would otherwise log every reconnect attempt.
    this.#client.on('ready', () => {
      if (this.#reachable !== true) this.#logger.info('Redis connected');
      this.#reachable = true;
    });
    this.#client.on('error', (error: unknown) => {
      if (this.#reachable !== false) this.#logger.warn({ err: error }, 'Redis unreachable, retrying in the background');
      this.#reachable = false;
    });
  }

  /** Resolves once connected; while Redis is down it keeps trying (until close). */
  async connect(): Promise<void> {
    await this.#client.connect().catch(() => undefined);
  }

  /**
   * Redis's `maxmemory-policy`, or undefined when it cannot be read (a managed Redis may refuse
   * CONFIG). Anything but `noeviction` lets a full Redis drop keys silently: login codes, sign-outs
   * (a revoked session valid again), rate-limit counters (a limit reset).
   */
  async evictionPolicy(): Promise<string | undefined> {
    try {
      const reply = await this.#run(() => this.#client.configGet('maxmemory-policy'));
      return reply['maxmemory-policy'];
    } catch {
      return undefined;
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.#run(async () => (await this.#client.get(this.#key(key))) ?? undefined);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.#run(() => this.#client.set(this.#key(key), value, { expiration: { type: 'EX', value: ttlSeconds } }));
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const reply = await this.#run(() =>
      this.#client.set(this.#key(key), value, { condition: 'NX', expiration: { type: 'EX', value: ttlSeconds } }),
    );
    return reply === 'OK';
  }

  async take(key: string): Promise<string | undefined> {
    return this.#run(async () => (await this.#client.getDel(this.#key(key))) ?? undefined);
  }

  async delete(key: string): Promise<void> {
    await this.#run(() => this.#client.del(this.#key(key)));
  }

  async increment(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }> {
    const reply = await this.#run(() =>
      this.#client.eval(incrementScript, { keys: [this.#key(key)], arguments: [String(windowSeconds)] }),
    );
    const [count, ttlSeconds] = reply as [number, number];
    return { count, ttlSeconds };
  }

  async hitWithinLimits(counters: readonly LimitedCounter[]): Promise<LimitedHit> {
    const reply = await this.#run(() =>
      this.#client.eval(hitWithinLimitsScript, {
        keys: counters.map((counter) => this.#key(counter.key)),
        arguments: counters.flatMap((counter) => [String(counter.limit), String(counter.windowSeconds), counter.checkedOnly === true ? 'checked' : 'counted']),
      }),
    );
    const [refusing, ttlSeconds] = reply as [number, number];
    return refusing === 0 ? { admitted: true } : { admitted: false, refusedBy: refusing - 1, ttlSeconds };
  }

  async isHealthy(): Promise<boolean> {
    return this.#run(() => this.#client.ping()).then(
      () => true,
      () => false,
    );
  }

  /** Called once nothing uses the store any more; a hung Redis cannot hold up the shutdown. */
  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
  }

  #key(key: string): string {
    return this.#keyPrefix + key;
  }

  /**
   * Runs a command with a deadline. node-redis's own command timeout stops at the write, so a
   * Redis that accepts the command and never answers would hang the request without this.
   */
  async #run<T>(command: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${this.#commandTimeoutMs} ms`)), this.#commandTimeoutMs);
    });
    try {
      return await Promise.race([command(), deadline]);
    } catch (error) {
      // While disconnected the 'error' event has already said so; anything else (a timeout) is news.
      if (this.#client.isReady) this.#logger.warn({ err: error }, 'Redis command failed');
      throw new AppError(503, errorMessages.storeUnavailable, storeRetryAfterSeconds);
    } finally {
      clearTimeout(timer);
    }
  }
}
