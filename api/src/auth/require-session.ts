import type { RequestHandler, Response } from 'express';
import { AppError, errorMessages } from '../shared/app-error';
import type { SessionTokens } from './session-tokens';

export interface Session {
  /** The champion record the session was issued for. */
  recordId: string;
}

/** Lets the request through only with a valid `Authorization: Bearer <token>`; else 401. */
export function requireSession(tokens: SessionTokens): RequestHandler {
  return (request, response, next) => {
    const token = /^Bearer (\S+)$/.exec(request.get('authorization') ?? '')?.[1];
    const recordId = token === undefined ? undefined : tokens.recordIdOf(token);
    if (recordId === undefined) throw new AppError(401, errorMessages.sessionExpired);
    response.locals.session = { recordId } satisfies Session;
    next();
  };
}

/** The session requireSession accepted for this request. */
export function sessionOf(response: Response): Session {
  const session: unknown = response.locals.session;
  if (typeof session !== 'object' || session === null || !('recordId' in session) || typeof session.recordId !== 'string') {
    throw new Error('sessionOf called on a route without requireSession');
  }
  return { recordId: session.recordId };
}
