import { Router } from 'express';
import { AppError, errorMessages } from '../shared/app-error';
import { bearerToken } from './require-session';
import type { SessionRevocations } from './session-revocations';
import type { SessionTokens } from './session-tokens';

/** `POST /api/sign-out` with the session's bearer token: the token is refused from then on, by every instance. */
export function sessionRoutes(tokens: SessionTokens, revocations: SessionRevocations): Router {
  const router = Router();

  router.post('/sign-out', async (request, response) => {
    const token = bearerToken(request);
    if (token === undefined) throw new AppError(401, errorMessages.sessionExpired);
    const session = tokens.verify(token);
    // An expired or invalid token is signed out already: the same answer, nothing to store.
    if (session !== undefined) await revocations.revoke(session);
    response.status(204).end();
  });

  return router;
}
