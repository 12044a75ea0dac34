import { formatDate, formatDollars } from 'ui/format';
import type { Locale } from 'ui';
import type { AccountContent } from '../content/account';
import type { Subscription } from './accountApi';

/**
 * A calendar date as the API writes it ('2026-12-01') in the page's language ("December 1, 2026",
 * "1 de diciembre de 2026"): ui's formatDate reads it as UTC, so no time zone shifts the day, and
 * uses no Intl. Anything else is shown as it came.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  const inRange = match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 12 && Number(match[2]) >= 1 && Number(match[2]) <= 31;
  return inRange ? formatDate(isoDate, locale) : isoDate;
}

/** "$14.89" for an amount in US dollars ("$150.00" shown as "$150"). */
export function formatAmount(dollars: number): string {
  return formatDollars(Math.round(dollars * 100) / 100);
}

/** "$14.89 a month", "$150 a year"; "$14.89 al mes", "$150 al año". */
export function planPrice(plan: Subscription['plan'], text: AccountContent['account']['plan']): string {
  return text.perIntervalPrice(formatAmount(plan.amount), text.perInterval[plan.interval]);
}

/** A word the billing provider sends (an invoice status, a device type) in the page's language, or as it came. */
export function providerWord(words: Record<string, string>, value: string): string {
  return Object.hasOwn(words, value) ? words[value]! : value;
}
