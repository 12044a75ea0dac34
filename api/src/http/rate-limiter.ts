import { createHash } from 'node:crypto';
import type { CacheStore } from '../cache/cache-store';
import { AppError, errorMessages } from '../shared/app-error';

export interface RateLimit {
  /** What is limited, e.g. 'signin-email'. */
  name: string;
  /** Who is limited: an email, an IP address. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the cache store, so a limit holds across API instances.
 * Subjects are hashed: no email address is written to the store.
 */
export class RateLimiter {
  constructor(private readonly store: CacheStore) {}

  /** Counts one hit against every limit; 429 when any of them is exceeded. */
  async hit(...limits: RateLimit[]): Promise<void> {
    const hits = await Promise.all(
      limits.map(async (limit) => ({ limit, ...(await this.store.increment(keyOf(limit), limit.windowSeconds)) })),
    );
    const waits = hits.filter(({ limit, count }) => count > limit.limit).map(({ ttlSeconds }) => ttlSeconds);
    if (waits.length > 0) throw new AppError(429, errorMessages.tooManyRequests, Math.max(1, ...waits));
  }

  /**
   * Counts one use of a budget shared by everyone (e.g. CRM lookups per minute, site-wide). When it
   * is spent the service, not the caller, is at its limit: 503 with the wait, the same for everyone.
   */
  async spend(budget: Omit<RateLimit, 'subject'>, message: string): Promise<void> {
    const { count, ttlSeconds } = await this.store.increment(keyOf({ ...budget, subject: 'everyone' }), budget.windowSeconds);
    if (count > budget.limit) throw new AppError(503, message, Math.max(1, ttlSeconds));
  }

  /** 429 when the limit is already used up, without counting a hit. */
  async ensureBelow(limit: RateLimit): Promise<void> {
    const count = Number((await this.store.get(keyOf(limit))) ?? 0);
    // The window's exact end is not known here; its length is the longest wait.
    if (count >= limit.limit) throw new AppError(429, errorMessages.tooManyRequests, limit.windowSeconds);
  }
}

function keyOf({ name, subject }: RateLimit): string {
  return `rate:${name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
