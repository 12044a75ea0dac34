// Formats in the site's two languages, without Intl. Its own entry point (`ui/format`), not part of
// the shared `ui`: a page bundles only the formats it uses, so the shell's first visit carries none.
import type { Locale } from 'composition-contract/locale';

const monthNames: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/**
 * A date ("2024-03-04" or a full ISO time) as `Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' })`
 * writes it ("March 4, 2024", "4 de marzo de 2024"), without Intl: a page's first use of Intl loads
 * the browser's locale data on the main thread (formatWholeNumber says why). Read as UTC, so the
 * server and every visitor's browser print the same day; the test compares with Intl.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  const month = monthNames[locale][date.getUTCMonth()];
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  return locale === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/**
 * An amount of US dollars as the site writes prices in both languages: "$14.89" (es-US writes
 * dollars the same way; the organisation's choice, said here once). Whole amounts keep no cents
 * ("$25") unless `cents` asks for them.
 */
export function formatDollars(amount: number, { cents = !Number.isInteger(amount) }: { cents?: boolean } = {}): string {
  const [whole, fraction] = Math.abs(amount).toFixed(cents ? 2 : 0).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`;
}
