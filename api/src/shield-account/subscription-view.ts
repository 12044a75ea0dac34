import type { BillingInvoice, BillingSubscription } from '../billing/billing-client';
import { referralCode } from './referral-codes';

/** A subscription as `GET /api/shield/account` sends it (docs: the Shield contract). */
export type SubscriptionView = {
  id: string;
  number: string;
  status: BillingSubscription['status'];
  plan: BillingSubscription['plan'];
  nextBillingAt: string | null;
  currentTermEndsAt: string | null;
  card: BillingSubscription['card'];
  device: BillingSubscription['device'];
  shipping: BillingSubscription['shipping'] & { trackingUrl: string | null };
  invoices: { id: string; number: string; date: string; total: number; status: string; pdfPath: string }[];
  referral: { code: string; url: string };
};

/** The carrier's tracking page of a parcel (Shield devices ship by USPS). */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

export function subscriptionView(
  subscription: BillingSubscription,
  invoices: BillingInvoice[],
  { publicUrl, referralSecret }: { publicUrl: string; referralSecret: string },
): SubscriptionView {
  const code = referralCode(referralSecret, subscription.id);
  const { trackingNumber } = subscription.shipping;
  return {
    id: subscription.id,
    number: subscription.number,
    status: subscription.status,
    plan: subscription.plan,
    nextBillingAt: subscription.nextBillingAt,
    currentTermEndsAt: subscription.currentTermEndsAt,
    card: subscription.card,
    device: subscription.device,
    shipping: { ...subscription.shipping, trackingUrl: trackingNumber === null ? null : trackingUrl(trackingNumber) },
    invoices: invoices
      .filter((invoice) => invoice.subscriptionId === subscription.id)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        date: invoice.date,
        total: invoice.total,
        status: invoice.status,
        pdfPath: `/api/shield/invoices/${encodeURIComponent(invoice.id)}/pdf`,
      })),
    referral: { code, url: `${publicUrl}/shield?ref=${code}` },
  };
}

/** Newest first. */
export function newestFirst(subscriptions: BillingSubscription[]): BillingSubscription[] {
  return [...subscriptions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.number.localeCompare(a.number));
}
