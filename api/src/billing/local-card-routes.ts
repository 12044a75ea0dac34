import { randomBytes } from 'node:crypto';
import { escapeHtml } from 'composition-contract/html';
import express, { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import { isCardNumber } from './local-billing';
import type { LocalBilling } from './local-billing';

const tokenPattern = /^[\w-]{32}$/;
const cardFormSchema = z.object({ cardNumber: z.string().max(40) });

/**
 * The page's own policy: nothing but its inline style (by nonce) and its form, which may post
 * only here and be sent back to the site (the redirect after posting counts as the form's).
 */
function sendPage(response: Response, status: number, publicUrl: string, title: string, body: string): void {
  const nonce = randomBytes(16).toString('base64');
  response
    .status(status)
    .set(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('html')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1b2733; background: #f5f7fa; }
main { max-width: 28rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem; border: 1px solid #c9d1d9; }
h1 { font-size: 1.4rem; margin-top: 0; color: #14324f; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid #4a5561; border-radius: 0.25rem; }
button { font: inherit; margin-top: 1rem; padding: 0.6rem 1.2rem; border: 0; border-radius: 0.25rem; background: #14324f; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
.note { color: #4a5561; font-size: 0.9rem; }
.error { color: #a4161a; font-weight: 600; }
</style>
</head>
<body><main>${body}</main></body>
</html>`);
}

/**
 * The local billing adapter's card page (what Zoho's hosted page is in production): a form that
 * records a new card for one subscription, then sends the subscriber back to the account.
 */
export function localCardRoutes(billing: LocalBilling, publicUrl: string): Router {
  const router = Router();
  const expired = (response: Response) =>
    sendPage(response, 404, publicUrl, 'Card page expired', `<h1>This card page has expired</h1>
<p>Card pages work once and for 30 minutes. <a href="${escapeHtml(`${publicUrl}/shield/account`)}">Back to your Shield account</a> to open a new one.</p>`);

  const form = (token: string, subscriptionNumber: string, error?: string) => `<h1>Update the card for ${escapeHtml(subscriptionNumber)}</h1>
<p class="note">Demo billing: the card is recorded on this server only, nothing is charged.</p>
<form method="post" action="/api/shield/local-billing/card/${token}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
${error ? `<p id="card-error" class="error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Save card</button>
</form>
<p><a href="${escapeHtml(`${publicUrl}/shield/account`)}">Keep the current card and go back to your Shield account</a></p>`;

  router.get('/shield/local-billing/card/:token', (request, response) => {
    const token = request.params.token;
    const page = tokenPattern.test(token) ? billing.cardPage(token) : undefined;
    if (page === undefined) return expired(response);
    sendPage(response, 200, publicUrl, 'Update your card', form(token, page.subscriptionNumber));
  });

  router.post('/shield/local-billing/card/:token', express.urlencoded({ extended: false, limit: '2kb' }), (request, response) => {
    const token = request.params.token;
    const page = tokenPattern.test(token) ? billing.cardPage(token) : undefined;
    if (page === undefined) return expired(response);
    const cardNumber = (cardFormSchema.safeParse(request.body).data?.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!isCardNumber(cardNumber)) {
      return sendPage(response, 400, publicUrl, 'Update your card', form(token, page.subscriptionNumber, 'Enter the card number as it is printed on the card.'));
    }
    response.redirect(303, billing.recordCard(token, cardNumber) ?? page.returnUrl);
  });

  return router;
}
