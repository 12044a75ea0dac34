import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Clock } from '../shared/clock';

export const sessionSeconds = 60 * 60;

const payloadSchema = z.object({ recordID: z.string().min(1), exp: z.number() });

/** Session tokens: JWT HS256, payload `{ recordID, exp }`, one hour. */
export class SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  issue(recordID: string): string {
    const exp = this.#nowSeconds() + sessionSeconds;
    return jwt.sign({ recordID, exp }, this.secret, { algorithm: 'HS256', noTimestamp: true });
  }

  /** The record id of a valid session; undefined for anything else (unsigned, other key, expired, malformed). */
  recordIdOf(token: string): string | undefined {
    try {
      // The algorithm is pinned: an `alg: none` or RS/HS-confused token is refused.
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], clockTimestamp: this.#nowSeconds() });
      return payloadSchema.safeParse(payload).data?.recordID;
    } catch {
      return undefined;
    }
  }

  #nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }
}
