import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CacheStore } from '../cache/cache-store';
import type { Clock } from '../shared/clock';

export const loginCodeTtlSeconds = 15 * 60;

const storedCodeSchema = z.object({ recordId: z.string(), expiresAt: z.number() });

/**
 * Single-use login codes: 32 random bytes, base64url. Only the code's SHA-256 is stored, so a
 * leak of the store gives no usable code. The expiry is also written in the value and checked
 * against the clock, so it holds to the second whatever the store's TTL precision. Each sign-in
 * has its own kind (`login-code` the portal's, `shield-login-code` the Shield account's): a code
 * of one is unknown to the other.
 */
export class LoginCodes {
  constructor(
    private readonly store: CacheStore,
    private readonly clock: Clock,
    private readonly kind: string,
  ) {}

  /** A new code for the record (or customer) it signs in as. */
  async issue(recordId: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const stored = { recordId, expiresAt: this.clock.now() + loginCodeTtlSeconds * 1000 };
    await this.store.set(this.#keyOf(code), JSON.stringify(stored), loginCodeTtlSeconds);
    return code;
  }

  /** Consumes the code in one atomic step; true when it was issued for this record and is still valid. */
  async consume(recordId: string, code: string): Promise<boolean> {
    return (await this.take(code)) === recordId;
  }

  /** Consumes the code in one atomic step; the record it was issued for, while it is valid. */
  async take(code: string): Promise<string | undefined> {
    const stored = await this.store.take(this.#keyOf(code));
    if (stored === undefined) return undefined;
    const parsed = storedCodeSchema.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.expiresAt > this.clock.now() ? parsed.data.recordId : undefined;
  }

  #keyOf(code: string): string {
    return `${this.kind}:${createHash('sha256').update(code).digest('hex')}`;
  }
}
