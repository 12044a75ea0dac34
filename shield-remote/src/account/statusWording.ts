import type { Locale } from 'ui';
import type { AccountContent } from '../content/account';
import type { Subscription } from './accountApi';
import { formatCalendarDate } from './formatting';

/** How a status reads to the subscriber: a short label, what it means or what to do, and its tone. */
export type StatusWording = { label: string; detail: string; tone: 'good' | 'warning' | 'ended' };

/** The words for a subscription's billing status in the page's language, with the dates it depends on. */
export function statusWording(
  subscription: Pick<Subscription, 'status' | 'nextBillingAt' | 'currentTermEndsAt'>,
  statusText: AccountContent['status'],
  locale: Locale,
): StatusWording {
  const nextBilling = subscription.nextBillingAt ? formatCalendarDate(subscription.nextBillingAt, locale) : null;
  switch (subscription.status) {
    case 'live':
      return { label: statusText.live.label, detail: statusText.live.detail(nextBilling), tone: 'good' };
    case 'trial':
      return { label: statusText.trial.label, detail: statusText.trial.detail(nextBilling), tone: 'good' };
    case 'non_renewing':
      return {
        label: statusText.nonRenewing.label(subscription.currentTermEndsAt ? formatCalendarDate(subscription.currentTermEndsAt, locale) : null),
        detail: statusText.nonRenewing.detail,
        tone: 'warning',
      };
    case 'unpaid':
    case 'dunning':
      return { label: statusText.paymentFailed.label, detail: statusText.paymentFailed.detail, tone: 'warning' };
    case 'cancelled':
      return { label: statusText.cancelled.label, detail: statusText.cancelled.detail, tone: 'ended' };
    case 'expired':
      return { label: statusText.expired.label, detail: statusText.expired.detail, tone: 'ended' };
  }
}

/** What a subscriber can do with a subscription in this status. */
export function availableActions(status: Subscription['status']): { updateCard: boolean; cancel: boolean; reactivate: boolean } {
  const ended = status === 'cancelled' || status === 'expired';
  return { updateCard: !ended, cancel: !ended && status !== 'non_renewing', reactivate: status === 'non_renewing' };
}
