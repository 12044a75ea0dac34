/** The billing statuses a subscription can be in, as the screens word them. */
export const subscriptionStatuses = ['live', 'trial', 'non_renewing', 'unpaid', 'dunning', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface BillingCustomer {
  id: string;
  name: string;
  email: string;
}

/** A subscription as the billing provider keeps it, in the API's own words. */
export interface BillingSubscription {
  id: string;
  number: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: { name: string; amount: number; interval: 'months' | 'years' };
  nextBillingAt: string | null;
  currentTermEndsAt: string | null;
  /** When it was created: the newest is listed first. */
  createdAt: string;
  card: { type: string; lastFour: string } | null;
  device: { type: string; simCount: number };
  shipping: { status: 'awaiting' | 'shipped'; shippedOn: string | null; trackingNumber: string | null };
}

export interface BillingInvoice {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string | null;
  date: string;
  total: number;
  status: string;
}

/** Why a subscriber cancels: the reason the dialog asks for. */
export const cancelReasons = ['moving', 'too-expensive', 'not-using', 'service-problems', 'switching-provider', 'other'] as const;
export type CancelReason = { reason: (typeof cancelReasons)[number]; comment?: string };

/**
 * The billing provider port. `local` keeps a JSON file's customers in memory, `zoho` calls Zoho
 * Billing. Every failure of the provider is an AppError 502 (or 503 when it is busy); a failed
 * change has changed nothing.
 */
export interface BillingClient {
  findCustomerByEmail(email: string): Promise<BillingCustomer | undefined>;
  getCustomer(customerId: string): Promise<BillingCustomer | undefined>;
  listSubscriptions(customerId: string): Promise<BillingSubscription[]>;
  listInvoices(customerId: string): Promise<BillingInvoice[]>;
  /** Ends the subscription at the end of its current term (never at once). */
  cancelAtTermEnd(subscriptionId: string, why: CancelReason): Promise<BillingSubscription>;
  /** Restores renewal of a subscription that was to end at its term's end. */
  reactivate(subscriptionId: string): Promise<BillingSubscription>;
  /** The address of a page where the subscriber enters a new card, coming back to `returnUrl`. */
  cardUpdatePage(subscriptionId: string, returnUrl: string): Promise<string>;
  invoicePdf(invoiceId: string): Promise<Buffer>;
}
