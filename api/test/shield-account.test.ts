import request from 'supertest';
import type { BillingClient } from '../src/billing/billing-client';
import { AppError, errorMessages } from '../src/shared/app-error';
import { pdfText } from './helpers/pdf-text';
import { demoBilling, recordingBilling, shieldSignIn } from './helpers/shield';
import { billingDemoData, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import type { ShieldAccount, Subscription } from 'test-support/shield-answers';
import { subscribers } from 'test-support/shield-answers';

const site = 'https://www.example.org';
const maria = subscribers.maria;
const jamal = subscribers.jamal;

function subscriptionOf(account: ShieldAccount, status: Subscription['status']): Subscription {
  const subscription = account.subscriptions.find((candidate) => candidate.status === status);
  if (subscription === undefined) throw new Error(`no ${status} subscription`);
  return subscription;
}

const mariaLive = subscriptionOf(maria.account, 'live');
const jamalLive = subscriptionOf(jamal.account, 'live');
const jamalEnding = subscriptionOf(jamal.account, 'non_renewing');
const jamalInvoice = jamalLive.invoices[0]?.id ?? '';
const mariaCustomerId = billingDemoData.customers.find((customer) => customer.email === maria.email)?.customer_id;

async function accountOf(testApp: TestApp, cookie: string): Promise<ShieldAccount> {
  return (await request(testApp.app).get('/api/shield/account').set('Cookie', cookie).expect(200)).body as ShieldAccount;
}

describe('a Shield subscriber reaches only their own subscriptions and invoices', () => {
  /** The calls that name or change one subscription or invoice (the reads by customer are the ownership checks). */
  const actionsOn = (calls: unknown[][]) => calls.filter(([method]) => ['cancelAtTermEnd', 'reactivate', 'cardUpdatePage', 'invoicePdf'].includes(String(method)));

  it.each([
    ['cancel', { reason: 'moving' }],
    ['reactivate', undefined],
    ['card', undefined],
  ])('another customer’s subscription: %s answers 404 and the provider is never asked about it', async (action, body) => {
    const recording = recordingBilling(demoBilling({ clock: { now: () => 0 } as never }));
    const testApp = await createTestApp({ billing: recording.billing });
    const cookie = await shieldSignIn(testApp, maria.email);
    for (const id of [jamalLive.id, jamalEnding.id, 'no-such-subscription']) {
      const answer = await request(testApp.app).post(`/api/shield/subscriptions/${id}/${action}`).set('Cookie', cookie).send(body);
      expect([id, answer.status, answer.body]).toEqual([id, 404, { error: 'Not found' }]);
    }
    expect(actionsOn(recording.calls)).toEqual([]);
    // Every read was of Maria's own customer record.
    const customerIds = recording.calls.filter(([method]) => method !== 'findCustomerByEmail').map(([, id]) => id);
    expect(new Set(customerIds)).toEqual(new Set([mariaCustomerId]));
    // Jamal's subscriptions are as they were.
    const jamalCookie = await shieldSignIn(testApp, jamal.email);
    expect((await accountOf(testApp, jamalCookie)).subscriptions).toEqual(jamal.account.subscriptions);
  });

  it('another customer’s invoice: 404, no PDF asked for', async () => {
    const recording = recordingBilling(demoBilling({ clock: { now: () => 0 } as never }));
    const testApp = await createTestApp({ billing: recording.billing });
    const cookie = await shieldSignIn(testApp, maria.email);
    const answer = await request(testApp.app).get(`/api/shield/invoices/${jamalInvoice}/pdf`).set('Cookie', cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Not found' });
    expect(actionsOn(recording.calls)).toEqual([]);
  });

  it('downloads the customer’s own invoice as a PDF named after its number', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    const invoice = mariaLive.invoices[0];
    const answer = await request(testApp.app).get(invoice?.pdfPath ?? '').set('Cookie', cookie).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename=invoice-${invoice?.number}.pdf`);
    const { lines } = await pdfText(answer.body as Buffer);
    expect(lines).toEqual(expect.arrayContaining([`Invoice ${invoice?.number}`, `Billed to ${maria.account.customer.name}`, 'Date 2026-11-15', 'Total $14.89']));
  });

  it('needs a session for every account route', async () => {
    const testApp = await createTestApp();
    const calls = [
      request(testApp.app).get('/api/shield/account'),
      request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/cancel`).send({ reason: 'moving' }),
      request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/reactivate`),
      request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/card`),
      request(testApp.app).get(mariaLive.invoices[0]?.pdfPath ?? ''),
      request(testApp.app).get('/api/shield/account').set('Cookie', 'shield_session=forged.token.value'),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.body]).toEqual([401, { error: errorMessages.sessionExpired }]);
  });
});

describe('cancel and reactivate (local billing)', () => {
  it('cancels at the end of the term, says so in the account, and answers a second cancel the same', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    const cancel = () => request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/cancel`).set('Cookie', cookie).send({ reason: 'too-expensive', comment: 'Moving to a cheaper plan.' });

    const first = await cancel();
    expect(first.status).toBe(200);
    const cancelled = (first.body as { subscription: Subscription }).subscription;
    expect(cancelled).toMatchObject({ status: 'non_renewing', currentTermEndsAt: mariaLive.currentTermEndsAt, nextBillingAt: null });
    expect((await accountOf(testApp, cookie)).subscriptions).toEqual([cancelled]);

    const second = await cancel();
    expect([second.status, second.body]).toEqual([200, first.body]);
  });

  it('reactivates a subscription set to end, and answers a second reactivate the same', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, jamal.email);
    const reactivate = () => request(testApp.app).post(`/api/shield/subscriptions/${jamalEnding.id}/reactivate`).set('Cookie', cookie);

    const first = await reactivate();
    expect(first.status).toBe(200);
    expect((first.body as { subscription: Subscription }).subscription).toEqual({ ...jamalEnding, status: 'live', nextBillingAt: jamalEnding.currentTermEndsAt });
    const second = await reactivate();
    expect([second.status, second.body]).toEqual([200, first.body]);
    const account = await accountOf(testApp, cookie);
    expect(account.subscriptions.find((subscription) => subscription.id === jamalEnding.id)?.status).toBe('live');
  });

  it.each([
    ['cancel a cancelled subscription', subscribers.rosa, 'cancelled', 'cancel', 'This subscription has already ended'],
    ['cancel an expired subscription', subscribers.wei, 'expired', 'cancel', 'This subscription has already ended'],
    ['reactivate a subscription in dunning', subscribers.samuel, 'dunning', 'reactivate', 'Only a subscription set to end can be reactivated'],
    ['reactivate an unpaid subscription', subscribers.lena, 'unpaid', 'reactivate', 'Only a subscription set to end can be reactivated'],
  ] as const)('refuses to %s with 409, changing nothing', async (_case, subscriber, status, action, message) => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, subscriber.email);
    const subscription = subscriptionOf(subscriber.account, status);
    const answer = await request(testApp.app).post(`/api/shield/subscriptions/${subscription.id}/${action}`).set('Cookie', cookie).send({ reason: 'other' });
    expect([answer.status, answer.body]).toEqual([409, { error: message }]);
    expect(await accountOf(testApp, cookie)).toEqual(subscriber.account);
  });

  it('cancels a trial, an unpaid and a dunning subscription at their term’s end too', async () => {
    for (const [subscriber, status] of [[subscribers.priya, 'trial'], [subscribers.lena, 'unpaid'], [subscribers.samuel, 'dunning']] as const) {
      const testApp = await createTestApp();
      const cookie = await shieldSignIn(testApp, subscriber.email);
      const answer = await request(testApp.app).post(`/api/shield/subscriptions/${subscriptionOf(subscriber.account, status).id}/cancel`).set('Cookie', cookie).send({ reason: 'not-using' });
      expect([status, answer.status, (answer.body as { subscription: Subscription }).subscription.status]).toEqual([status, 200, 'non_renewing']);
    }
  });

  it('a provider failure answers 502 and leaves the subscription as it was', async () => {
    const local = demoBilling({ clock: { now: () => 0 } as never });
    const failing: BillingClient = Object.assign(Object.create(local) as BillingClient, {
      cancelAtTermEnd: () => Promise.reject(new AppError(502, errorMessages.billingUnavailable)),
      reactivate: () => Promise.reject(new AppError(502, errorMessages.billingUnavailable)),
    });
    const testApp = await createTestApp({ billing: failing });
    const cookie = await shieldSignIn(testApp, jamal.email);
    const cancel = await request(testApp.app).post(`/api/shield/subscriptions/${jamalLive.id}/cancel`).set('Cookie', cookie).send({ reason: 'moving' });
    expect([cancel.status, cancel.body]).toEqual([502, { error: errorMessages.billingUnavailable }]);
    const reactivate = await request(testApp.app).post(`/api/shield/subscriptions/${jamalEnding.id}/reactivate`).set('Cookie', cookie);
    expect([reactivate.status, reactivate.body]).toEqual([502, { error: errorMessages.billingUnavailable }]);
    expect(await accountOf(testApp, cookie)).toEqual(jamal.account);
  });
});

describe('the local card page', () => {
  it('records a new card and sends the subscriber back to the account, which shows it', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: site } });
    const cookie = await shieldSignIn(testApp, maria.email);
    const asked = await request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/card`).set('Cookie', cookie).expect(200);
    const page = new URL((asked.body as { url: string }).url);
    expect(page.origin).toBe(site);

    const form = await request(testApp.app).get(page.pathname).expect(200);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.headers['content-security-policy']).toMatch(/form-action 'self' https:\/\/www\.example\.org/);
    expect(form.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(form.text).toContain('<label for="card-number">Card number</label>');
    expect(form.text).toContain(mariaLive.number);
    expect(form.text).toContain(`<a href="${site}/shield/account">Keep the current card and go back to your Shield account</a>`);

    const mistyped = await request(testApp.app).post(page.pathname).type('form').send({ cardNumber: '5555 5555 5555 4445' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.text).toContain('Enter the card number as it is printed on the card.');

    const saved = await request(testApp.app).post(page.pathname).type('form').send({ cardNumber: '5555 5555 5555 4444' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`${site}/shield/account?subscription=${mariaLive.id}&card=updated`);
    const account = await accountOf(testApp, cookie);
    expect(account.subscriptions[0]?.card).toEqual({ type: 'MasterCard', lastFour: '4444' });

    // Once only.
    expect((await request(testApp.app).get(page.pathname)).status).toBe(404);
    expect((await request(testApp.app).post(page.pathname).type('form').send({ cardNumber: '4111111111111111' })).status).toBe(404);
  });

  it('expires after 30 minutes', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    const asked = await request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/card`).set('Cookie', cookie).expect(200);
    testApp.clock.advanceSeconds(30 * 60);
    const page = await request(testApp.app).get(new URL((asked.body as { url: string }).url).pathname);
    expect(page.status).toBe(404);
    expect(page.text).toContain('This card page has expired');
  });
});

describe('requests from other sites and malformed input', () => {
  it('refuses every Shield state change sent from another site, changing nothing and asking the provider nothing', async () => {
    const recording = recordingBilling(demoBilling({ clock: { now: () => 0 } as never }));
    const testApp = await createTestApp({ billing: recording.billing });
    const cookie = await shieldSignIn(testApp, maria.email);
    const callsBefore = recording.calls.length;
    const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', Cookie: cookie };
    const posts: [string, object | undefined][] = [
      ['/api/shield/sign-in', { email: maria.email }],
      ['/api/shield/session', { code: 'a-code' }],
      ['/api/shield/sign-out', undefined],
      [`/api/shield/subscriptions/${mariaLive.id}/cancel`, { reason: 'moving' }],
      [`/api/shield/subscriptions/${mariaLive.id}/reactivate`, undefined],
      [`/api/shield/subscriptions/${mariaLive.id}/card`, undefined],
      ['/api/shield/local-billing/card/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { cardNumber: '4111111111111111' }],
    ];
    for (const [path, body] of posts) {
      const answer = await request(testApp.app).post(path).set(crossSite).send(body);
      expect([path, answer.status, answer.body]).toEqual([path, 403, { error: errorMessages.crossSite }]);
    }
    await testApp.backgroundTasks.idle();
    expect(recording.calls.length).toBe(callsBefore);
    // Still signed in (the sign-out was refused too), and nothing changed.
    expect(await accountOf(testApp, cookie)).toEqual(maria.account);
  });

  it.each([
    ['sign-in without a body', '/api/shield/sign-in', undefined, 'The request body must be JSON (Content-Type: application/json)'],
    ['sign-in with another field', '/api/shield/sign-in', { email: 'a@example.org', admin: true }, 'Invalid body: Unrecognized key: "admin"'],
    ['a session without a code', '/api/shield/session', {}, 'Invalid body: code: Invalid input: expected string, received undefined'],
    ['a session with an overlong code', '/api/shield/session', { code: 'x'.repeat(257) }, 'Invalid body: code: Too big: expected string to have <=256 characters'],
    ['cancel without a reason', `/api/shield/subscriptions/${mariaLive.id}/cancel`, {}, 'Invalid body: reason: Choose one of the reasons offered'],
    ['cancel with a comment that is not text', `/api/shield/subscriptions/${mariaLive.id}/cancel`, { reason: 'other', comment: 42 }, 'Invalid body: comment: Invalid input: expected string, received number'],
    ['cancel without a body', `/api/shield/subscriptions/${mariaLive.id}/cancel`, undefined, 'The request body must be JSON (Content-Type: application/json)'],
    ['an id that cannot be one', '/api/shield/subscriptions/..%2F..%2Fadmin/cancel', { reason: 'moving' }, 'Invalid path: id: Invalid id'],
  ])('answers 400 with a message: %s', async (_case, path, body, message) => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    const answer = await request(testApp.app).post(path).set('Cookie', cookie).send(body);
    expect([answer.status, answer.body]).toEqual([400, { error: message }]);
    expect(await accountOf(testApp, cookie)).toEqual(maria.account);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    const answer = await request(testApp.app).post(`/api/shield/subscriptions/${mariaLive.id}/cancel`).set('Cookie', cookie).type('json').send('{"reason":');
    expect([answer.status, answer.body]).toEqual([400, { error: 'The request body is not valid JSON' }]);
  });
});
