import request from 'supertest';
import type { BillingClient } from '../../src/billing/billing-client';
import { LocalBilling } from '../../src/billing/local-billing';
import { billingDemoData, linkIn } from './test-app';
import type { TestApp } from './test-app';

/** Asks for a Shield sign-in link and waits for the email; the link, or undefined when no email was sent. */
export async function requestShieldLink(testApp: TestApp, email: string): Promise<URL | undefined> {
  const sentBefore = testApp.mailer.sent.length;
  await request(testApp.app).post('/api/shield/sign-in').send({ email }).expect(202);
  await testApp.backgroundTasks.idle();
  const mail = testApp.mailer.sent[sentBefore];
  return mail && linkIn(mail.text);
}

/** The whole Shield sign-in; the `Cookie` header value that carries the session. */
export async function shieldSignIn(testApp: TestApp, email: string): Promise<string> {
  const link = await requestShieldLink(testApp, email);
  if (link === undefined) throw new Error(`no Shield sign-in email for ${email}`);
  const answer = await request(testApp.app).post('/api/shield/session').send({ code: link.searchParams.get('code') }).expect(200);
  return sessionCookieOf(answer.headers['set-cookie']);
}

/** `shield_session=<token>` from a Set-Cookie header. */
export function sessionCookieOf(setCookie: unknown): string {
  const cookies = Array.isArray(setCookie) ? (setCookie as string[]) : [String(setCookie)];
  const cookie = cookies.find((candidate) => candidate.startsWith('shield_session='))?.split(';')[0];
  if (cookie === undefined) throw new Error('no shield_session cookie set');
  return cookie;
}

/** The demo billing data in a fresh local adapter. */
export function demoBilling(testApp: Pick<TestApp, 'clock'>): LocalBilling {
  return new LocalBilling(structuredClone(billingDemoData), { publicUrl: 'http://localhost:3000', clock: testApp.clock });
}

/** Every call the API made to the billing adapter, with its arguments. */
export type BillingCall = [method: keyof BillingClient, ...args: unknown[]];

/** A billing adapter that records each call before passing it on to `inner`. */
export function recordingBilling(inner: BillingClient): { billing: BillingClient; calls: BillingCall[] } {
  const calls: BillingCall[] = [];
  const billing: BillingClient = {
    findCustomerByEmail: (email) => (calls.push(['findCustomerByEmail', email]), inner.findCustomerByEmail(email)),
    getCustomer: (id) => (calls.push(['getCustomer', id]), inner.getCustomer(id)),
    listSubscriptions: (id) => (calls.push(['listSubscriptions', id]), inner.listSubscriptions(id)),
    listInvoices: (id) => (calls.push(['listInvoices', id]), inner.listInvoices(id)),
    cancelAtTermEnd: (id, why) => (calls.push(['cancelAtTermEnd', id, why]), inner.cancelAtTermEnd(id, why)),
    reactivate: (id) => (calls.push(['reactivate', id]), inner.reactivate(id)),
    cardUpdatePage: (id, returnUrl) => (calls.push(['cardUpdatePage', id, returnUrl]), inner.cardUpdatePage(id, returnUrl)),
    invoicePdf: (id) => (calls.push(['invoicePdf', id]), inner.invoicePdf(id)),
  };
  return { billing, calls };
}
