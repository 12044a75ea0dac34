import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { LinkRequests } from '../auth/link-requests';
import { linkRequestHandler } from '../auth/link-requests';
import { sessionOf } from '../auth/require-session';
import type { SessionRevocations } from '../auth/session-revocations';
import type { SessionTokens } from '../auth/session-tokens';
import { cancelReasons } from '../billing/billing-client';
import { clientAddress, clientNetwork } from '../http/security';
import { parseInput, recordIdPattern } from '../http/validation';
import type { BackgroundTasks } from '../shared/background-tasks';
import type { ShieldAccountService } from './shield-account-service';
import { clearShieldSession, setShieldSession, shieldSessionToken } from './shield-session-cookie';
import type { ShieldSignIn } from './shield-sign-in';

const codeExchangeSchema = z.strictObject({ code: z.string().min(1).max(256) });
const idSchema = z.string().regex(recordIdPattern, 'Invalid id');
const subscriptionPathSchema = z.object({ id: idSchema });
const invoicePathSchema = z.object({ invoiceId: idSchema });
const cancelSchema = z.strictObject({
  reason: z.enum(cancelReasons, { error: 'Choose one of the reasons offered' }),
  comment: z.string().trim().max(500, '500 characters at most').optional(),
});

/** The Shield account's API: sign-in by emailed link, the account, and its actions (api/README.md). */
export function shieldRoutes({
  links,
  signIn,
  account,
  sessions,
  revocations,
  signedIn,
  backgroundTasks,
  publicUrl,
}: {
  links: LinkRequests;
  signIn: ShieldSignIn;
  account: ShieldAccountService;
  sessions: SessionTokens;
  revocations: SessionRevocations;
  /** requireSession over the cookie, then the per-session and per-visitor limits. */
  signedIn: RequestHandler[];
  backgroundTasks: BackgroundTasks;
  publicUrl: string;
}): Router {
  const router = Router();
  const customerOf = (response: Response) => sessionOf(response).recordId;

  router.post('/shield/sign-in', linkRequestHandler(links, backgroundTasks));

  router.post('/shield/session', async (request, response) => {
    const { code } = parseInput(codeExchangeSchema, request.body, 'body');
    const { token, customer } = await signIn.exchangeCode(code, { address: clientAddress(request), network: clientNetwork(request) });
    setShieldSession(response, token, publicUrl);
    response.json({ customer: { name: customer.name } });
  });

  router.post('/shield/sign-out', async (request, response) => {
    const token = shieldSessionToken(request);
    const session = token === undefined ? undefined : sessions.verify(token);
    // No session, or an expired or invalid one, is signed out already: the same answer, nothing to store.
    if (session !== undefined) await revocations.revoke(session);
    clearShieldSession(response, publicUrl);
    response.status(204).end();
  });

  router.get('/shield/account', ...signedIn, async (_request, response) => {
    response.json(await account.account(customerOf(response)));
  });

  router.post('/shield/subscriptions/:id/card', ...signedIn, async (request, response) => {
    const { id } = parseInput(subscriptionPathSchema, request.params, 'path');
    response.json({ url: await account.cardUpdatePage(customerOf(response), id) });
  });

  router.post('/shield/subscriptions/:id/cancel', ...signedIn, async (request, response) => {
    const { id } = parseInput(subscriptionPathSchema, request.params, 'path');
    const why = parseInput(cancelSchema, request.body, 'body');
    response.json({ subscription: await account.cancel(customerOf(response), id, why) });
  });

  router.post('/shield/subscriptions/:id/reactivate', ...signedIn, async (request, response) => {
    const { id } = parseInput(subscriptionPathSchema, request.params, 'path');
    response.json({ subscription: await account.reactivate(customerOf(response), id) });
  });

  router.get('/shield/invoices/:invoiceId/pdf', ...signedIn, async (request, response) => {
    const { invoiceId } = parseInput(invoicePathSchema, request.params, 'path');
    const { number, pdf } = await account.invoicePdf(customerOf(response), invoiceId);
    response.attachment(`invoice-${number.replace(/[^\w.-]/g, '_')}.pdf`).type('application/pdf').send(pdf);
  });

  return router;
}
