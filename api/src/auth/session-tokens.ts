import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Clock } from '../shared/clock';

export const sessionSeconds = 60 * 60;

/**
 * The claim that names whom a token's session is for: the portal's champion record (`recordID`),
 * or the Shield account's billing customer (`customerID`). Tokens of one are refused by the other.
 */
export type SubjectClaim = 'recordID' | 'customerID';

const payloadSchema = z.object({
  recordID: z.string().min(1).optional(),
  customerID: z.string().min(1).optional(),
  exp: z.number(),
  jti: z.string().min(1).max(64),
});

/** A session a valid token carries. */
export interface VerifiedSession {
  /** The record or customer the session was issued for. */
  subject: string;
  /** The token's id (`jti`): what sign-out revokes. */
  sessionId: string;
  /** When the token expires, in seconds since the epoch. */
  expiresAt: number;
}

/** Session tokens: JWT HS256, payload `{ <subject claim>, exp, jti }`, one hour. */
export class SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly claim: SubjectClaim,
  ) {}

  issue(subject: string): string {
    const exp = this.#nowSeconds() + sessionSeconds;
    const jti = randomBytes(16).toString('base64url');
    return jwt.sign({ [this.claim]: subject, exp, jti }, this.secret, { algorithm: 'HS256', noTimestamp: true });
  }

  /** The session of a valid token; undefined for anything else (unsigned, other key, expired, malformed, without id). */
  verify(token: string): VerifiedSession | undefined {
    try {
      // The algorithm is pinned: an `alg: none` or RS/HS-confused token is refused.
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], clockTimestamp: this.#nowSeconds() });
      const parsed = payloadSchema.safeParse(payload).data;
      const subject = parsed?.[this.claim];
      // A token naming both kinds of subject is neither's.
      if (parsed === undefined || subject === undefined || (parsed.recordID !== undefined && parsed.customerID !== undefined)) return undefined;
      return { subject, sessionId: parsed.jti, expiresAt: parsed.exp };
    } catch {
      return undefined;
    }
  }

  secondsLeft(session: VerifiedSession): number {
    return session.expiresAt - this.#nowSeconds();
  }

  #nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }
}
