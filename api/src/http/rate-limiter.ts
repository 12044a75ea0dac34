import { createHash } from 'node:crypto';
import type { CacheStore } from '../cache/cache-store';
import { AppError, errorMessages } from '../shared/app-error';

export interface RateLimit {
  /** What is limited, e.g. 'signin-email'. */
  name: string;
  /** Who is limited: an email, an IP address, a network block; 'everyone' for a site-wide budget. */
  subject: string;
  limit: number;
  windowSeconds: number;
  /** The answer once the limit is reached; by default 429 "Too many requests". */
  refusal?: { status: number; message: string };
  /** Refuses once reached, but a hit does not count against it (a share the request needs open, not spent). */
  checkedOnly?: boolean;
}

/**
 * Fixed-window counters kept in the cache store, so a limit holds across API instances.
 * Subjects are hashed: no email address is written to the store.
 */
export class RateLimiter {
  constructor(private readonly store: CacheStore) {}

  /**
   * Counts one hit against every limit, in one atomic step, or none at all: a request refused by one
   * limit costs nothing against the others (and creates no counter). Refused: the first limit that
   * is reached answers (429 with `Retry-After`, or its own `refusal`), so list per-visitor limits
   * before shared budgets.
   */
  async hit(...limits: RateLimit[]): Promise<void> {
    const refused = await this.firstReached(...limits);
    if (refused !== undefined) throw refusalOf(refused.limit, refused.ttlSeconds);
  }

  /** Like `hit`, but says which limit refused instead of throwing. */
  async firstReached(...limits: RateLimit[]): Promise<{ limit: RateLimit; ttlSeconds: number } | undefined> {
    const result = await this.store.hitWithinLimits(
      limits.map((limit) => ({ key: keyOf(limit), limit: limit.limit, windowSeconds: limit.windowSeconds, checkedOnly: limit.checkedOnly })),
    );
    if (result.admitted) return undefined;
    const limit = limits[result.refusedBy];
    if (limit === undefined) throw new Error('the store named a limit that was not asked for');
    return { limit, ttlSeconds: result.ttlSeconds };
  }

  /** True while the limit is used up, without counting a hit. */
  async isReached(limit: RateLimit): Promise<boolean> {
    return Number((await this.store.get(keyOf(limit))) ?? 0) >= limit.limit;
  }

  /** 429 when the limit is already used up, without counting a hit. */
  async ensureBelow(limit: RateLimit): Promise<void> {
    // The window's exact end is not known here; its length is the longest wait.
    if (await this.isReached(limit)) throw refusalOf(limit, limit.windowSeconds);
  }
}

export function refusalOf(limit: RateLimit, ttlSeconds: number): AppError {
  const { status, message } = limit.refusal ?? { status: 429, message: errorMessages.tooManyRequests };
  return new AppError(status, message, Math.max(1, ttlSeconds));
}

function keyOf({ name, subject }: RateLimit): string {
  return `rate:${name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
