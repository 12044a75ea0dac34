import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CacheStore } from '../cache/cache-store';
import type { Clock } from '../shared/clock';

export const loginCodeTtlSeconds = 15 * 60;

const storedCodeSchema = z.object({ recordId: z.string(), expiresAt: z.number() });

/**
 * Single-use login codes: 32 random bytes, base64url. Only the code's SHA-256 is stored, so a
 * leak of the store gives no usable code. The expiry is also written in the value and checked
 * against the clock, so it holds to the second whatever the store's TTL precision.
 */
export class LoginCodes {
  constructor(
    private readonly store: CacheStore,
    private readonly clock: Clock,
  ) {}

  async issue(recordId: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const stored = { recordId, expiresAt: this.clock.now() + loginCodeTtlSeconds * 1000 };
    await this.store.set(keyOf(code), JSON.stringify(stored), loginCodeTtlSeconds);
    return code;
  }

  /** Consumes the code in one atomic step; true when it was issued for this record and is still valid. */
  async consume(recordId: string, code: string): Promise<boolean> {
    const stored = await this.store.take(keyOf(code));
    if (stored === undefined) return false;
    const parsed = storedCodeSchema.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.recordId === recordId && parsed.data.expiresAt > this.clock.now();
  }
}

function keyOf(code: string): string {
  return `login-code:${createHash('sha256').update(code).digest('hex')}`;
}
