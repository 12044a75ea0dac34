import { readFileSync } from 'node:fs';
import path from 'node:path';
import { subscriptionStatuses } from '../src/billing/billing-client';
import { LocalBilling } from '../src/billing/local-billing';
import { ManualClock } from './helpers/manual-clock';
import { billingDemoData } from './helpers/test-app';

describe('the demo billing data (api/billing-demo-data.json)', () => {
  it('loads as BILLING_DATA, and shows every billing status, both shipping states and a customer with several subscriptions', async () => {
    const billing = await LocalBilling.fromFile(path.join(__dirname, '..', 'billing-demo-data.json'), { publicUrl: 'http://localhost:3000', clock: new ManualClock() });
    const subscriptions = (await Promise.all(billingDemoData.customers.map((customer) => billing.listSubscriptions(customer.customer_id)))).flat();
    expect(new Set(subscriptions.map((subscription) => subscription.status))).toEqual(new Set(subscriptionStatuses));
    expect(new Set(subscriptions.map((subscription) => subscription.shipping.status))).toEqual(new Set(['awaiting', 'shipped']));
    const perCustomer = billingDemoData.customers.map((customer) => subscriptions.filter((subscription) => subscription.customerId === customer.customer_id).length);
    expect(Math.max(...perCustomer)).toBeGreaterThan(1);
    expect(Math.min(...perCustomer)).toBeGreaterThan(0);
  });

  it('gives every invoice to a subscription of its own customer', () => {
    for (const invoice of billingDemoData.invoices) {
      const subscription = billingDemoData.subscriptions.find((candidate) => candidate.subscription_id === invoice.subscription_id);
      expect([invoice.invoice_id, subscription?.customer_id]).toEqual([invoice.invoice_id, invoice.customer_id]);
    }
  });

  it('is listed in the README, every demo email', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    for (const customer of billingDemoData.customers) expect(readme).toContain(`| ${customer.email} | ${customer.display_name} |`);
  });

  it('refuses a data file that is not valid, naming the problem', async () => {
    await expect(LocalBilling.fromFile(path.join(__dirname, '..', 'demo-data.json'), { publicUrl: 'http://localhost:3000', clock: new ManualClock() })).rejects.toThrow(
      /BILLING_DATA .*demo-data\.json is not valid/,
    );
  });
});
