import { Router } from 'express';
import { z } from 'zod';
import { clientAddress } from '../http/security';
import { parseInput, recordIdPattern } from '../http/validation';
import type { BackgroundTasks } from '../shared/background-tasks';
import type { LinkRequests } from './link-requests';
import { linkRequestHandler } from './link-requests';
import type { SignInService } from './sign-in-service';

const codeExchangeSchema = z.strictObject({
  recordID: z.string().regex(recordIdPattern, 'Invalid record id'),
  authCode: z.string().min(1).max(256),
});

/** `POST /api/email` and `POST /api/jwt`. */
export function authRoutes(links: LinkRequests, signIn: SignInService, backgroundTasks: BackgroundTasks): Router {
  const router = Router();

  router.post('/email', linkRequestHandler(links, backgroundTasks));

  router.post('/jwt', async (request, response) => {
    const { recordID, authCode } = parseInput(codeExchangeSchema, request.body, 'body');
    const token = await signIn.exchangeCode(recordID, authCode, clientAddress(request));
    response.json({ token });
  });

  return router;
}
