import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

describe('a BILLING_DATA file of other data, in the fields Zoho Billing names', () => {
  // Only the listed fields: no plan name, custom fields as a map, invoices naming only their subscription.
  const minimal = {
    customers: [
      { customer_id: 'c-1', display_name: 'Ada Byron', email: 'ada@example.org' },
      { customer_id: 'c-2', display_name: 'Alan Turing', email: 'alan@example.org' },
    ],
    subscriptions: [
      {
        subscription_id: 's-1', subscription_number: 'SUB-1', customer_id: 'c-1', status: 'live', amount: '20.5', interval_unit: 'years',
        next_billing_at: '2027-01-01', current_term_ends_at: '2026-12-31', card: { last_four_digits: '0004', card_type: 'Visa' },
        custom_fields: { cf_device_type: 'Hotspot', cf_sim_card_quantity: '3', cf_shipping_status: 'Shipped', cf_shipping_date: '2026-01-05', cf_tracking_number: 'T-1' },
      },
      { subscription_id: 's-2', subscription_number: 'SUB-2', customer_id: 'c-2', status: 'unpaid', amount: 9, interval_unit: 'months', next_billing_at: null, current_term_ends_at: null },
    ],
    invoices: [
      { invoice_id: 'i-1', invoice_number: 'INV-1', date: '2026-01-01', total: 20.5, status: 'paid', subscription_id: 's-1' },
      { invoice_id: 'i-2', invoice_number: 'INV-2', date: '2026-02-01', total: 9, status: 'overdue', subscription_id: 's-2' },
    ],
  };

  it('loads, and shows each customer their own subscriptions and invoices', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'billing-data-')), 'billing.json');
    writeFileSync(file, JSON.stringify(minimal));
    const billing = await LocalBilling.fromFile(file, { publicUrl: 'http://localhost:3000', clock: new ManualClock() });
    expect(await billing.listSubscriptions('c-1')).toEqual([
      {
        id: 's-1', number: 'SUB-1', customerId: 'c-1', status: 'live', plan: { name: '', amount: 20.5, interval: 'years' },
        nextBillingAt: '2027-01-01', currentTermEndsAt: '2026-12-31', createdAt: '', card: { type: 'Visa', lastFour: '0004' },
        device: { type: 'Hotspot', simCount: 3 }, shipping: { status: 'shipped', shippedOn: '2026-01-05', trackingNumber: 'T-1' },
      },
    ]);
    expect((await billing.listInvoices('c-1')).map((invoice) => [invoice.id, invoice.customerId, invoice.subscriptionId])).toEqual([['i-1', 'c-1', 's-1']]);
    expect((await billing.listInvoices('c-2')).map((invoice) => invoice.id)).toEqual(['i-2']);
    expect((await billing.listSubscriptions('c-2'))[0]).toMatchObject({ card: null, device: { type: '', simCount: 0 }, shipping: { status: 'awaiting' } });
  });
});
