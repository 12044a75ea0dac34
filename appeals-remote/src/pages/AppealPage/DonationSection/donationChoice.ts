import { providerAddress } from 'composition-contract/providers';
import { formatWholeNumber } from 'ui';
import type { Appeal } from '../../../content/appealEntries';
import { presetFactors } from '../../../content/donation';
import type { PaymentMethod } from '../../../content/donation';

/** "$1,000,000": whole dollars, written without Intl (its first use loads locale data: ui's formatWholeNumber says why). */
export const formatDollars = (amount: number): string => `$${formatWholeNumber(amount)}`;

/** The amounts offered around the page's default amount, smallest first, whole dollars. */
export function presetAmounts(defaultAmount: number): number[] {
  const amounts = presetFactors.map((factor) => Math.round(defaultAmount * factor)).filter((amount) => amount >= 1);
  return [...new Set(amounts)];
}

export type AmountReading = { amount: number; problem?: undefined } | { amount?: undefined; problem: 'empty' | 'invalid' };

/**
 * Reads a typed amount: positive whole dollars, as "5000", "5,000" or "$5,000"; cents, signs,
 * zero and anything else are refused.
 */
export function readWholeDollars(typed: string): AmountReading {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return { problem: 'empty' };
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) return { problem: 'invalid' };
  const amount = Number(text.replaceAll(',', ''));
  return amount >= 1 && Number.isSafeInteger(amount) ? { amount } : { problem: 'invalid' };
}

/** "Theo van der Berg" → first "Theo", last "van der Berg". */
function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/**
 * The external donation form (spec §3 "Donation-form query parameters", the same the "Power up your
 * impact" page reads), prefilled. The appeal's slug is the donor id: it tells staff which appeal the
 * gift answers. Every value is encoded.
 */
export function donationFormLink(appeal: Appeal, amount: number, method: PaymentMethod): string {
  const { first, last } = splitName(appeal.name);
  return providerAddress('appealDonationForm', {
    params: { donation: amount, namefirst: first, namelast: last, donorid: appeal.slug, email: appeal.email, method },
  });
}
