import { Router } from 'express';
import { z } from 'zod';
import { clientAddress, clientNetwork } from '../http/security';
import { parseInput, recordIdPattern } from '../http/validation';
import type { BackgroundTasks } from '../shared/background-tasks';
import type { SignInService } from './sign-in-service';

const linkRequestSchema = z.strictObject({ email: z.string().trim().max(254).pipe(z.email()) });
const codeExchangeSchema = z.strictObject({
  recordID: z.string().regex(recordIdPattern, 'Invalid record id'),
  authCode: z.string().min(1).max(256),
});

/** `POST /api/email` and `POST /api/jwt`. */
export function authRoutes(signIn: SignInService, backgroundTasks: BackgroundTasks): Router {
  const router = Router();

  router.post('/email', async (request, response) => {
    const { email } = parseInput(linkRequestSchema, request.body, 'body');
    const lookUp = await signIn.admitLinkRequest(email, { address: clientAddress(request), network: clientNetwork(request) });
    // The same answer, after the same work, whether or not the email is a champion's:
    // the lookup and the mail happen after it is sent.
    response.status(202).json({ ok: true });
    if (lookUp) backgroundTasks.run('login link', () => signIn.sendLoginLink(email));
  });

  router.post('/jwt', async (request, response) => {
    const { recordID, authCode } = parseInput(codeExchangeSchema, request.body, 'body');
    const token = await signIn.exchangeCode(recordID, authCode, clientAddress(request));
    response.json({ token });
  });

  return router;
}
