import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AppError, errorMessages } from '../shared/app-error';
import type { Clock } from '../shared/clock';
import type { BillingClient, BillingCustomer, BillingInvoice, BillingSubscription, CancelReason } from './billing-client';
import { invoicePdf } from './invoice-pdf';
import type { ZohoSubscription } from './zoho-billing-records';
import { customerFromZoho, invoiceFromZoho, subscriptionFromZoho, zohoCustomerSchema, zohoInvoiceSchema, zohoSubscriptionSchema } from './zoho-billing-records';

/** The BILLING_DATA file: customers, subscriptions and invoices in Zoho Billing's field names. */
const localBillingDataSchema = z.object({
  customers: z.array(z.looseObject(zohoCustomerSchema.shape)),
  subscriptions: z.array(z.looseObject({ ...zohoSubscriptionSchema.shape, customer_id: z.string().min(1) })),
  invoices: z.array(z.looseObject({ ...zohoInvoiceSchema.shape, invoice_number: z.string(), date: z.string(), subscription_id: z.string().min(1) })),
});
/** The file's records as written (validated, not transformed): changes are made to them, in Zoho's words. */
export type LocalBillingData = z.input<typeof localBillingDataSchema>;

/** How long the local card page's address works. */
const cardPageSeconds = 30 * 60;

/** The card brand a number's first digit names, as Zoho writes it. */
function cardTypeOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MasterCard';
  if (/^3[47]/.test(cardNumber)) return 'American Express';
  if (/^6/.test(cardNumber)) return 'Discover';
  return 'Card';
}

/** True for 12 to 19 digits that pass the Luhn check (a mistyped digit fails it). */
export function isCardNumber(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  const sum = [...cardNumber].reverse().reduce((total, character, index) => {
    const digit = Number(character) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/**
 * The billing adapter for development, demos and tests: a JSON file's records kept in memory,
 * changed in memory (a restart brings the file's state back). Its card page is the API's own
 * (local-card-routes.ts), which records the new card here.
 */
export class LocalBilling implements BillingClient {
  readonly #cardPages = new Map<string, { subscriptionId: string; returnUrl: string; expiresAt: number }>();

  constructor(
    private readonly data: LocalBillingData,
    private readonly options: { publicUrl: string; clock: Clock },
  ) {}

  static async fromFile(file: string, options: { publicUrl: string; clock: Clock }): Promise<LocalBilling> {
    let content: unknown;
    try {
      content = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`BILLING_DATA ${file} could not be read as JSON: ${(error as Error).message}`);
    }
    const parsed = localBillingDataSchema.safeParse(content);
    if (!parsed.success) throw new Error(`BILLING_DATA ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
    return new LocalBilling(content as LocalBillingData, options);
  }

  async findCustomerByEmail(email: string): Promise<BillingCustomer | undefined> {
    const wanted = email.trim().toLowerCase();
    const customer = this.data.customers.find((candidate) => candidate.email.trim().toLowerCase() === wanted);
    return customer && customerFromZoho(customer);
  }

  async getCustomer(customerId: string): Promise<BillingCustomer | undefined> {
    const customer = this.data.customers.find((candidate) => candidate.customer_id === customerId);
    return customer && customerFromZoho(customer);
  }

  async listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    return this.data.subscriptions.filter((subscription) => subscription.customer_id === customerId).map((subscription) => subscriptionFromZoho(subscription));
  }

  async listInvoices(customerId: string): Promise<BillingInvoice[]> {
    // An invoice is the customer's when its subscription is (and it names no other customer).
    const own = new Set(this.data.subscriptions.filter((subscription) => subscription.customer_id === customerId).map((subscription) => subscription.subscription_id));
    return this.data.invoices
      .filter((invoice) => own.has(invoice.subscription_id) && (invoice.customer_id === undefined || invoice.customer_id === customerId))
      .map((invoice) => invoiceFromZoho(invoice, customerId));
  }

  async cancelAtTermEnd(subscriptionId: string, _why: CancelReason): Promise<BillingSubscription> {
    const subscription = this.#subscription(subscriptionId);
    subscription.status = 'non_renewing';
    subscription.next_billing_at = null;
    return subscriptionFromZoho(subscription);
  }

  async reactivate(subscriptionId: string): Promise<BillingSubscription> {
    const subscription = this.#subscription(subscriptionId);
    subscription.status = 'live';
    subscription.next_billing_at = subscription.current_term_ends_at;
    return subscriptionFromZoho(subscription);
  }

  async cardUpdatePage(subscriptionId: string, returnUrl: string): Promise<string> {
    this.#subscription(subscriptionId);
    const token = randomBytes(24).toString('base64url');
    this.#cardPages.set(token, { subscriptionId, returnUrl, expiresAt: this.options.clock.now() + cardPageSeconds * 1000 });
    return `${this.options.publicUrl}/api/shield/local-billing/card/${token}`;
  }

  /** The card page of this token, while it works. */
  cardPage(token: string): { subscriptionNumber: string; returnUrl: string } | undefined {
    const page = this.#cardPages.get(token);
    if (page === undefined) return undefined;
    if (page.expiresAt <= this.options.clock.now()) {
      this.#cardPages.delete(token);
      return undefined;
    }
    return { subscriptionNumber: this.#subscription(page.subscriptionId).subscription_number, returnUrl: page.returnUrl };
  }

  /** Records the card entered on the page (once: the address then stops working); where to go back to. */
  recordCard(token: string, cardNumber: string): string | undefined {
    const page = this.cardPage(token);
    const stored = this.#cardPages.get(token);
    if (page === undefined || stored === undefined) return undefined;
    this.#cardPages.delete(token);
    this.#subscription(stored.subscriptionId).card = { card_type: cardTypeOf(cardNumber), last_four_digits: cardNumber.slice(-4) };
    return page.returnUrl;
  }

  async invoicePdf(invoiceId: string): Promise<Buffer> {
    const invoice = this.data.invoices.find((candidate) => candidate.invoice_id === invoiceId);
    if (invoice === undefined) throw new AppError(404, errorMessages.notFound);
    const subscription = this.data.subscriptions.find((candidate) => candidate.subscription_id === invoice.subscription_id);
    const customer = this.data.customers.find((candidate) => candidate.customer_id === subscription?.customer_id);
    return invoicePdf({
      invoice: invoiceFromZoho(invoice, subscription?.customer_id),
      customerName: customer?.display_name ?? '',
      subscription: subscription && subscriptionFromZoho(subscription),
    });
  }

  #subscription(subscriptionId: string): ZohoSubscription {
    const subscription = this.data.subscriptions.find((candidate) => candidate.subscription_id === subscriptionId);
    if (subscription === undefined) throw new AppError(404, errorMessages.notFound);
    return subscription;
  }
}
