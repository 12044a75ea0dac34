import { z } from 'zod';
import type { BillingCustomer, BillingInvoice, BillingSubscription } from './billing-client';
import { subscriptionStatuses } from './billing-client';

// Zoho Billing's records, in its own field names: the local adapter's data file is written in
// them too, so both adapters read records through these schemas. Nothing outside the adapters sees them.

/** Zoho writes an absent date as an empty string. */
const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value.slice(0, 10)));

export const zohoCustomerSchema = z.object({ customer_id: z.string().min(1), display_name: z.string(), email: z.string() });
export type ZohoCustomer = z.infer<typeof zohoCustomerSchema>;

const customFieldSchema = z.object({ api_name: z.string().optional(), label: z.string().optional(), value: z.unknown() });

export const zohoSubscriptionSchema = z.object({
  subscription_id: z.string().min(1),
  subscription_number: z.string(),
  customer_id: z.string().optional(),
  customer: z.object({ customer_id: z.string() }).partial().optional(),
  status: z.string(),
  plan: z.object({ name: z.string() }).partial().optional(),
  plan_name: z.string().optional(),
  amount: z.coerce.number(),
  interval_unit: z.string(),
  next_billing_at: optionalDate,
  current_term_ends_at: optionalDate,
  created_time: z.string().optional(),
  created_at: z.string().optional(),
  card: z.object({ card_type: z.string(), last_four_digits: z.string() }).partial().nullish(),
  custom_fields: z.array(customFieldSchema).optional(),
});
export type ZohoSubscription = z.infer<typeof zohoSubscriptionSchema>;

export const zohoInvoiceSchema = z.object({
  invoice_id: z.string().min(1),
  invoice_number: z.string(),
  customer_id: z.string(),
  date: z.string(),
  total: z.coerce.number(),
  status: z.string(),
  subscription_id: z.string().optional(),
  subscriptions: z.array(z.object({ subscription_id: z.string() })).optional(),
});
export type ZohoInvoice = z.infer<typeof zohoInvoiceSchema>;

export function customerFromZoho(customer: ZohoCustomer): BillingCustomer {
  return { id: customer.customer_id, name: customer.display_name, email: customer.email };
}

function customField(subscription: ZohoSubscription, apiName: string): unknown {
  return subscription.custom_fields?.find((field) => field.api_name === apiName)?.value;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Statuses the screens do not know (`future`, `trial_expired`, `cancelled_from_dunning`) read as their nearest. */
function statusFromZoho(status: string): BillingSubscription['status'] {
  const known = subscriptionStatuses.find((candidate) => candidate === status);
  if (known !== undefined) return known;
  if (status === 'trial_expired') return 'expired';
  if (status === 'cancelled_from_dunning') return 'cancelled';
  return 'live';
}

export function subscriptionFromZoho(subscription: ZohoSubscription): BillingSubscription {
  const card = subscription.card;
  const simCount = Number(customField(subscription, 'cf_sim_card_quantity'));
  const shipped = textOrNull(customField(subscription, 'cf_shipping_status'))?.toLowerCase() === 'shipped';
  return {
    id: subscription.subscription_id,
    number: subscription.subscription_number,
    customerId: subscription.customer_id ?? subscription.customer?.customer_id ?? '',
    status: statusFromZoho(subscription.status),
    plan: {
      name: subscription.plan?.name ?? subscription.plan_name ?? '',
      amount: subscription.amount,
      interval: subscription.interval_unit === 'years' ? 'years' : 'months',
    },
    nextBillingAt: subscription.next_billing_at,
    currentTermEndsAt: subscription.current_term_ends_at,
    createdAt: subscription.created_time ?? subscription.created_at ?? '',
    card: card?.card_type && card.last_four_digits ? { type: card.card_type, lastFour: card.last_four_digits } : null,
    device: {
      type: textOrNull(customField(subscription, 'cf_device_type')) ?? '',
      simCount: Number.isInteger(simCount) && simCount >= 0 ? simCount : 0,
    },
    shipping: {
      status: shipped ? 'shipped' : 'awaiting',
      shippedOn: shipped ? optionalDate.parse(textOrNull(customField(subscription, 'cf_shipping_date'))) : null,
      trackingNumber: shipped ? textOrNull(customField(subscription, 'cf_tracking_number')) : null,
    },
  };
}

export function invoiceFromZoho(invoice: ZohoInvoice): BillingInvoice {
  return {
    id: invoice.invoice_id,
    number: invoice.invoice_number,
    customerId: invoice.customer_id,
    subscriptionId: invoice.subscription_id ?? invoice.subscriptions?.[0]?.subscription_id ?? null,
    date: invoice.date.slice(0, 10),
    total: invoice.total,
    status: invoice.status,
  };
}
