import { formatPrice } from '../content/catalogue';
import { accountText } from '../content/account';
import type { Subscription } from './accountApi';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date as the API writes it ('2026-12-01') in en-US words ("December 1, 2026"): the
 * digits as written, with no time zone to shift the day, and no Intl (its first use loads the
 * browser's locale data on the main thread). Anything else is shown as it came.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate;
}

/** "$14.89" for an amount in US dollars ("$150.00" shown as "$150"). */
export function formatAmount(dollars: number): string {
  return formatPrice(Math.round(dollars * 100) / 100);
}

/** "$14.89 a month", "$150 a year". */
export function planPrice(plan: Subscription['plan']): string {
  return `${formatAmount(plan.amount)} a ${accountText.plan.perInterval[plan.interval]}`;
}
