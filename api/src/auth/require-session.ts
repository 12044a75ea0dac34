import type { Request, RequestHandler, Response } from 'express';
import { AppError, errorMessages } from '../shared/app-error';
import type { SessionRevocations } from './session-revocations';
import type { SessionTokens, VerifiedSession } from './session-tokens';

export interface Session {
  /** The champion record (portal) or the billing customer (Shield account) the session was issued for. */
  recordId: string;
  /** The token's id: per-session limits count it. */
  sessionId: string;
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer (\S+)$/.exec(request.get('authorization') ?? '')?.[1];
}

/**
 * Lets the request through only with a valid token that has not been signed out (the portal's in
 * `Authorization: Bearer <token>`, the Shield account's in its cookie); else 401, the same answer
 * for an expired, forged or revoked token.
 */
export function requireSession(
  tokens: SessionTokens,
  revocations: SessionRevocations,
  tokenOf: (request: Request) => string | undefined = bearerToken,
): RequestHandler {
  return async (request, response, next) => {
    const token = tokenOf(request);
    const session: VerifiedSession | undefined = token === undefined ? undefined : tokens.verify(token);
    if (session === undefined || (await revocations.isRevoked(session))) throw new AppError(401, errorMessages.sessionExpired);
    response.locals.session = { recordId: session.subject, sessionId: session.sessionId } satisfies Session;
    next();
  };
}

/** The session requireSession accepted for this request. */
export function sessionOf(response: Response): Session {
  const session: unknown = response.locals.session;
  if (
    typeof session !== 'object' || session === null ||
    !('recordId' in session) || typeof session.recordId !== 'string' ||
    !('sessionId' in session) || typeof session.sessionId !== 'string'
  ) {
    throw new Error('sessionOf called on a route without requireSession');
  }
  return { recordId: session.recordId, sessionId: session.sessionId };
}
