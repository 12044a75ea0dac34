import type { Logger } from 'pino';
import type { BillingClient, BillingInvoice, BillingSubscription, CancelReason } from '../billing/billing-client';
import { AppError, errorMessages } from '../shared/app-error';
import type { SubscriptionView } from './subscription-view';
import { newestFirst, subscriptionView } from './subscription-view';

export const shieldMessages = {
  cannotCancel: 'This subscription has already ended',
  cannotReactivate: 'Only a subscription set to end can be reactivated',
} as const;

/** Statuses whose subscription has ended: nothing left to cancel. */
const ended: ReadonlySet<BillingSubscription['status']> = new Set(['cancelled', 'expired']);

/**
 * The Shield account of the session's customer. Every subscription or invoice id from the client
 * is looked up among the customer's own first (a 404 otherwise, before any call about that id),
 * so one customer can never read or change another's.
 */
export class ShieldAccountService {
  constructor(
    private readonly deps: { billing: BillingClient; publicUrl: string; referralSecret: string; logger: Logger },
  ) {}

  async account(customerId: string): Promise<{ customer: { name: string }; subscriptions: SubscriptionView[] }> {
    const { billing } = this.deps;
    const [customer, subscriptions, invoices] = await Promise.all([
      billing.getCustomer(customerId),
      billing.listSubscriptions(customerId),
      billing.listInvoices(customerId),
    ]);
    // A customer removed from billing since the sign-in: the session names nobody any more.
    if (customer === undefined) throw new AppError(401, errorMessages.sessionExpired);
    return { customer: { name: customer.name }, subscriptions: newestFirst(subscriptions).map((subscription) => this.#view(subscription, invoices)) };
  }

  /** Ends at the term's end; a subscription already set to end is answered as it is (idempotent). */
  async cancel(customerId: string, subscriptionId: string, why: CancelReason): Promise<SubscriptionView> {
    const { subscription, invoices } = await this.#own(customerId, subscriptionId);
    if (ended.has(subscription.status)) throw new AppError(409, shieldMessages.cannotCancel);
    if (subscription.status === 'non_renewing') return this.#view(subscription, invoices);
    const changed = await this.deps.billing.cancelAtTermEnd(subscription.id, why);
    this.deps.logger.info({ subscriptionId: subscription.id, reason: why.reason }, 'Shield subscription set to end at its term');
    return this.#view(changed, invoices);
  }

  /** Renews again; a live subscription is answered as it is (idempotent). */
  async reactivate(customerId: string, subscriptionId: string): Promise<SubscriptionView> {
    const { subscription, invoices } = await this.#own(customerId, subscriptionId);
    if (subscription.status === 'live') return this.#view(subscription, invoices);
    if (subscription.status !== 'non_renewing') throw new AppError(409, shieldMessages.cannotReactivate);
    const changed = await this.deps.billing.reactivate(subscription.id);
    this.deps.logger.info({ subscriptionId: subscription.id }, 'Shield subscription reactivated');
    return this.#view(changed, invoices);
  }

  /** The provider's page for a new card, which comes back to this subscription in the account. */
  async cardUpdatePage(customerId: string, subscriptionId: string): Promise<string> {
    const subscription = await this.#ownSubscription(customerId, subscriptionId);
    const returnUrl = `${this.deps.publicUrl}/shield/account?subscription=${encodeURIComponent(subscription.id)}&card=updated`;
    return this.deps.billing.cardUpdatePage(subscription.id, returnUrl);
  }

  async invoicePdf(customerId: string, invoiceId: string): Promise<{ number: string; pdf: Buffer }> {
    const invoice = (await this.deps.billing.listInvoices(customerId)).find((candidate) => candidate.id === invoiceId);
    if (invoice === undefined) throw new AppError(404, errorMessages.notFound);
    return { number: invoice.number, pdf: await this.deps.billing.invoicePdf(invoice.id) };
  }

  /** The customer's own subscription of this id (404 otherwise), with the customer's invoices, read before any change. */
  async #own(customerId: string, subscriptionId: string): Promise<{ subscription: BillingSubscription; invoices: BillingInvoice[] }> {
    const [subscription, invoices] = await Promise.all([this.#ownSubscription(customerId, subscriptionId), this.deps.billing.listInvoices(customerId)]);
    return { subscription, invoices };
  }

  async #ownSubscription(customerId: string, subscriptionId: string): Promise<BillingSubscription> {
    const subscription = (await this.deps.billing.listSubscriptions(customerId)).find((candidate) => candidate.id === subscriptionId);
    if (subscription === undefined) throw new AppError(404, errorMessages.notFound);
    return subscription;
  }

  #view(subscription: BillingSubscription, invoices: BillingInvoice[]): SubscriptionView {
    return subscriptionView(subscription, invoices, { publicUrl: this.deps.publicUrl, referralSecret: this.deps.referralSecret });
  }
}
