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

const customFieldSchema = z.object({ api_name: z.string().optional(), placeholder: z.string().optional(), label: z.string().optional(), value: z.unknown() });

export const zohoSubscriptionSchema = z.object({
  subscription_id: z.string().min(1),
  subscription_number: z.string(),
  customer_id: z.string().optional(),
  customer: z.object({ customer_id: z.string() }).partial().optional(),
  status: z.string(),
  plan: z.object({ name: z.string() }).partial().optional(),
  plan_name: z.string().optional(),
  /** Zoho's "product - plan" name, when no plan name is given. */
  name: z.string().optional(),
  amount: z.coerce.number(),
  interval_unit: z.string(),
  next_billing_at: optionalDate,
  current_term_ends_at: optionalDate,
  created_time: z.string().optional(),
  created_at: z.string().optional(),
  card: z.object({ card_type: z.string(), last_four_digits: z.string() }).partial().nullish(),
  // Zoho sends a list of fields (by `api_name`, older records by `placeholder`) and the same as
  // `custom_field_hash`; a data file may write `custom_fields` as that map too.
  custom_fields: z.union([z.array(customFieldSchema), z.record(z.string(), z.unknown())]).optional(),
  custom_field_hash: z.record(z.string(), z.unknown()).optional(),
});
/** As Zoho sends it (dates possibly empty strings). */
export type ZohoSubscription = z.input<typeof zohoSubscriptionSchema>;
type ParsedSubscription = z.output<typeof zohoSubscriptionSchema>;

/** Zoho's invoice lists write `number` and `invoice_date`; single invoices and the local file `invoice_number` and `date`. */
export const zohoInvoiceSchema = z.object({
  invoice_id: z.string().min(1),
  invoice_number: z.string().optional(),
  number: z.string().optional(),
  /** Absent in a data file that names only the subscription: the subscription's customer is the invoice's. */
  customer_id: z.string().optional(),
  date: z.string().optional(),
  invoice_date: z.string().optional(),
  total: z.coerce.number(),
  status: z.string(),
  subscription_id: z.string().optional(),
  subscriptions: z.array(z.object({ subscription_id: z.string() })).optional(),
});
export type ZohoInvoice = z.input<typeof zohoInvoiceSchema>;

export function customerFromZoho(customer: ZohoCustomer): BillingCustomer {
  return { id: customer.customer_id, name: customer.display_name, email: customer.email };
}

function customField(subscription: ParsedSubscription, apiName: string): unknown {
  const fields = subscription.custom_fields;
  const listed = Array.isArray(fields) ? fields.find((field) => (field.api_name ?? field.placeholder) === apiName)?.value : fields?.[apiName];
  return listed ?? subscription.custom_field_hash?.[apiName];
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

export function subscriptionFromZoho(record: ZohoSubscription): BillingSubscription {
  const subscription = zohoSubscriptionSchema.parse(record);
  const card = subscription.card;
  const simCount = Number(customField(subscription, 'cf_sim_card_quantity'));
  const shippingStatus = textOrNull(customField(subscription, 'cf_shipping_status'))?.toLowerCase() ?? '';
  // "Shipped", "shipped"; anything else ("Awaiting shipping", "Not shipped", nothing) is awaiting.
  const shipped = /\bshipped\b/.test(shippingStatus) && !/\b(not|awaiting|await)\b/.test(shippingStatus);
  return {
    id: subscription.subscription_id,
    number: subscription.subscription_number,
    customerId: subscription.customer_id ?? subscription.customer?.customer_id ?? '',
    status: statusFromZoho(subscription.status),
    plan: {
      name: subscription.plan?.name ?? subscription.plan_name ?? subscription.name ?? '',
      amount: subscription.amount,
      interval: /^years?$/i.test(subscription.interval_unit) ? 'years' : 'months',
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

/** `customerId`: whose invoice it is, when the record does not say (a data file's, by its subscription). */
export function invoiceFromZoho(record: ZohoInvoice, customerId?: string): BillingInvoice {
  const invoice = zohoInvoiceSchema.parse(record);
  return {
    id: invoice.invoice_id,
    number: invoice.invoice_number ?? invoice.number ?? '',
    customerId: invoice.customer_id ?? customerId ?? '',
    subscriptionId: invoice.subscription_id ?? invoice.subscriptions?.[0]?.subscription_id ?? null,
    date: (invoice.date ?? invoice.invoice_date ?? '').slice(0, 10),
    total: invoice.total,
    status: invoice.status,
  };
}
