import { SessionTokens } from '../../src/auth/session-tokens';
import type { Clock } from '../../src/shared/clock';
import { testJwtSecret } from './test-app';

/** A valid session token for a record, as `POST /api/jwt` would issue it. */
export function sessionToken(recordId: string, clock: Clock): string {
  return new SessionTokens(testJwtSecret, clock, 'recordID').issue(recordId);
}
