import request from 'supertest';
import { ZohoBilling } from '../src/billing/zoho-billing';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { errorMessages } from '../src/shared/app-error';
import {
  anaEndingId,
  anaId,
  anaInvoiceId,
  anaLiveId,
  otherInvoiceId,
  otherSubscriptionId,
  recordedExchanges,
  zohoBillingOrganizationId,
} from './fixtures/zoho-billing-recorded';
import { fakeZohoCredentials } from './helpers/fake-zoho';
import { ManualClock } from './helpers/manual-clock';
import { shieldSignIn } from './helpers/shield';
import { createTestApp, silentLogger } from './helpers/test-app';
import { ZohoBillingStub } from './helpers/zoho-billing-stub';

describe('the Zoho Billing adapter, against recorded answers', () => {
  let stub: ZohoBillingStub;
  let billing: ZohoBilling;

  beforeEach(async () => {
    stub = await ZohoBillingStub.start(recordedExchanges, zohoBillingOrganizationId);
    billing = new ZohoBilling({
      ...fakeZohoCredentials,
      accountsUrl: stub.accountsUrl,
      apiUrl: stub.apiUrl,
      organizationId: zohoBillingOrganizationId,
      store: new InProcessCacheStore(),
      logger: silentLogger,
      timeoutMs: 1000,
    });
  });
  afterEach(async () => {
    await stub.stop();
  });

  it('finds a customer by email, and nobody for an unknown one', async () => {
    expect(await billing.findCustomerByEmail('ana.ruiz@example.org')).toEqual({ id: anaId, name: 'Ana Ruiz', email: 'ana.ruiz@example.org' });
    expect(await billing.findCustomerByEmail('nobody@example.org')).toBeUndefined();
    expect(await billing.getCustomer(anaId)).toEqual({ id: anaId, name: 'Ana Ruiz', email: 'ana.ruiz@example.org' });
    expect(await billing.getCustomer('903000000099999')).toBeUndefined();
    // One access token for every call.
    expect(stub.tokenRequests).toBe(1);
  });

  it('reads the customer’s subscriptions in full, in the API’s own words', async () => {
    const subscriptions = await billing.listSubscriptions(anaId);
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /subscriptions',
      `GET /subscriptions/${anaLiveId}`,
      `GET /subscriptions/${anaEndingId}`,
    ]);
    expect(subscriptions).toEqual([
      {
        id: anaLiveId,
        number: 'SUB-00101',
        customerId: anaId,
        status: 'live',
        plan: { name: 'Shield Monthly', amount: 14.89, interval: 'months' },
        nextBillingAt: '2026-12-03',
        currentTermEndsAt: '2026-12-02',
        createdAt: '2026-08-03T09:14:22-0400',
        card: { type: 'Visa', lastFour: '1111' },
        device: { type: 'Mobile hotspot', simCount: 1 },
        shipping: { status: 'shipped', shippedOn: '2026-08-05', trackingNumber: '9400111202555800000001' },
      },
      {
        id: anaEndingId,
        number: 'SUB-00077',
        customerId: anaId,
        status: 'non_renewing',
        plan: { name: 'Shield Monthly', amount: 14.89, interval: 'months' },
        nextBillingAt: null,
        currentTermEndsAt: '2026-12-20',
        createdAt: '2026-03-21T10:00:00-0400',
        card: null,
        device: { type: 'Home router', simCount: 2 },
        shipping: { status: 'awaiting', shippedOn: null, trackingNumber: null },
      },
    ]);
  });

  it('lists the invoices of each of the customer’s subscriptions', async () => {
    expect(await billing.listInvoices(anaId)).toEqual([
      { id: anaInvoiceId, number: 'INV-000412', customerId: anaId, subscriptionId: anaLiveId, date: '2026-11-03', total: 14.89, status: 'paid' },
    ]);
  });

  it('cancels at the end of the term, reactivates, and asks for the hosted card page', async () => {
    expect(await billing.cancelAtTermEnd(anaLiveId, { reason: 'moving' })).toMatchObject({ id: anaLiveId, status: 'non_renewing', nextBillingAt: null });
    expect(await billing.reactivate(anaEndingId)).toMatchObject({ id: anaEndingId, status: 'live', nextBillingAt: '2026-12-21' });
    const url = await billing.cardUpdatePage(anaLiveId, 'https://www.example.org/shield/account?subscription=1&card=updated');
    expect(url).toBe('https://billing.zoho.com/hostedpage/2-6d1f0c8e7a/checkout');
    expect(stub.calls.map(({ method, path, query, body }) => [method, path, query, body])).toEqual([
      ['POST', `/subscriptions/${anaLiveId}/cancel`, { cancel_at_end: 'true' }, undefined],
      ['POST', `/subscriptions/${anaEndingId}/reactivate`, {}, undefined],
      ['POST', '/hostedpages/updatecard', {}, { subscription_id: anaLiveId, auto_collect: true, redirect_url: 'https://www.example.org/shield/account?subscription=1&card=updated' }],
    ]);
  });

  it('downloads Zoho’s own PDF of an invoice', async () => {
    const pdf = await billing.invoicePdf(anaInvoiceId);
    expect(pdf.toString('latin1')).toMatch(/^%PDF-1\.4\n% Zoho Billing invoice INV-000412/);
    expect(stub.calls.map(({ path, query }) => [path, query])).toEqual([[`/invoices/${anaInvoiceId}`, { accept: 'pdf' }]]);
  });

  it('renews a refused access token once and retries', async () => {
    await billing.getCustomer(anaId);
    stub.revokeTokens();
    expect(await billing.getCustomer(anaId)).toMatchObject({ id: anaId });
    expect(stub.tokenRequests).toBe(2);
  });

  it.each([
    ['a server error', { status: 500, body: { code: 1, message: 'Internal error' } }, 502, errorMessages.billingUnavailable],
    ['a 200 without success', { status: 200, body: { code: 1001, message: 'Something failed' } }, 502, errorMessages.billingUnavailable],
    ['an unexpected shape', { status: 200, body: { code: 0, message: 'success', subscription: { id: 'x' } } }, 502, errorMessages.billingUnavailable],
    ['too many requests', { status: 429, body: { code: 44, message: 'Too many requests' } }, 503, errorMessages.billingBusy],
    ['no answer in time', 'hang' as const, 502, errorMessages.billingUnavailable],
  ])('turns %s into a clear error', async (_case, override, status, message) => {
    stub.answerNext(override);
    await expect(billing.cancelAtTermEnd(anaLiveId, { reason: 'moving' })).rejects.toMatchObject({ status, message });
  });

  it('asks nothing about an id that cannot be Zoho’s', async () => {
    await expect(billing.cancelAtTermEnd('../customers', { reason: 'moving' })).rejects.toMatchObject({ status: 404 });
    expect(await billing.getCustomer('abc')).toBeUndefined();
    expect(await billing.listSubscriptions('abc')).toEqual([]);
    expect(stub.calls).toEqual([]);
  });
});

describe('the Shield account over the Zoho Billing adapter', () => {
  let stub: ZohoBillingStub;
  beforeAll(async () => {
    stub = await ZohoBillingStub.start(recordedExchanges, zohoBillingOrganizationId);
  });
  afterAll(async () => {
    await stub.stop();
  });

  it('signs Ana in, shows her subscriptions, and never asks Zoho about another customer’s subscription or invoice', async () => {
    const clock = new ManualClock();
    const store = new InProcessCacheStore(clock);
    const billing = new ZohoBilling({
      ...fakeZohoCredentials,
      accountsUrl: stub.accountsUrl,
      apiUrl: stub.apiUrl,
      organizationId: zohoBillingOrganizationId,
      store,
      logger: silentLogger,
    });
    const zohoApp = await createTestApp({ billing, store, clock, env: { PUBLIC_URL: 'https://www.example.org' } });
    const cookie = await shieldSignIn(zohoApp, 'ana.ruiz@example.org');

    const account = await request(zohoApp.app).get('/api/shield/account').set('Cookie', cookie).expect(200);
    expect(account.body).toMatchObject({
      customer: { name: 'Ana Ruiz' },
      subscriptions: [
        { id: anaLiveId, status: 'live', invoices: [{ id: anaInvoiceId, number: 'INV-000412', pdfPath: `/api/shield/invoices/${anaInvoiceId}/pdf` }] },
        { id: anaEndingId, status: 'non_renewing', invoices: [] },
      ],
    });

    for (const [method, path] of [
      ['post', `/api/shield/subscriptions/${otherSubscriptionId}/cancel`],
      ['post', `/api/shield/subscriptions/${otherSubscriptionId}/reactivate`],
      ['post', `/api/shield/subscriptions/${otherSubscriptionId}/card`],
      ['get', `/api/shield/invoices/${otherInvoiceId}/pdf`],
    ] as const) {
      const answer = await request(zohoApp.app)[method](path).set('Cookie', cookie).send({ reason: 'moving' });
      expect([path, answer.status, answer.body]).toEqual([path, 404, { error: 'Not found' }]);
    }
    expect(stub.callsNaming(otherSubscriptionId)).toEqual([]);
    expect(stub.callsNaming(otherInvoiceId)).toEqual([]);

    const card = await request(zohoApp.app).post(`/api/shield/subscriptions/${anaLiveId}/card`).set('Cookie', cookie).expect(200);
    expect(card.body).toEqual({ url: 'https://billing.zoho.com/hostedpage/2-6d1f0c8e7a/checkout' });
    expect(stub.calls.at(-1)?.body).toEqual({ subscription_id: anaLiveId, auto_collect: true, redirect_url: `https://www.example.org/shield/account?subscription=${anaLiveId}&card=updated` });

    const pdf = await request(zohoApp.app).get(`/api/shield/invoices/${anaInvoiceId}/pdf`).set('Cookie', cookie).expect(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename=invoice-INV-000412.pdf');
  });
});
