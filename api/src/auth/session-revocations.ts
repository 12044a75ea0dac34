import type { CacheStore } from '../cache/cache-store';
import type { SessionTokens, VerifiedSession } from './session-tokens';

/**
 * Sessions ended by sign-out, kept in the cache store (so every instance refuses them) until the
 * token would have expired anyway: then nothing is left behind.
 */
export class SessionRevocations {
  constructor(
    private readonly store: CacheStore,
    private readonly tokens: SessionTokens,
  ) {}

  async revoke(session: VerifiedSession): Promise<void> {
    const secondsLeft = this.tokens.secondsLeft(session);
    if (secondsLeft > 0) await this.store.set(keyOf(session), '1', secondsLeft);
  }

  async isRevoked(session: VerifiedSession): Promise<boolean> {
    return (await this.store.get(keyOf(session))) !== undefined;
  }
}

function keyOf(session: VerifiedSession): string {
  // The id is random and validated in length; it carries nothing personal.
  return `session-revoked:${session.sessionId}`;
}
