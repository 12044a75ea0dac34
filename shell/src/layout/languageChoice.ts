import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_COOKIE, pathInLocale } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';
import { useHydrated, useLocale } from 'ui';

/** Set when a visitor closes the offer to read in Spanish: it never shows again. */
export const LANGUAGE_OFFER_COOKIE = 'language_offer_closed';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Sets a site-wide cookie that lasts a year (read by the shell's server too: `/` follows `site_locale`). */
function setYearCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** A cookie's value in this document, or undefined. */
export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/** Remembers the visitor's language, for their next visit to `/`. */
export function rememberLocale(locale: Locale): void {
  setYearCookie(LOCALE_COOKIE, locale);
}

export function rememberOfferClosed(): void {
  setYearCookie(LANGUAGE_OFFER_COOKIE, '1');
}

export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es');

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The address of the page on screen in `locale`, with its query and fragment once the page has
 * hydrated. The server writes neither: a query can be the visitor's (a record, a login code on a
 * page that holds a session) and a page's HTML is the same for everyone; the server knows no fragment.
 * `waitsForQuery`: the address has a query the link cannot carry yet (the link is inactive until hydrated).
 */
export function useAddressIn(locale: Locale): { href: string; waitsForQuery: boolean } {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  return { href: `${pathInLocale(pathname, locale)}${hydrated ? search : ''}${hash}`, waitsForQuery: !hydrated && search !== '' };
}

/** The page's other language: which it is and the address of the same page in it. */
export function useOtherLanguage(): { locale: Locale; href: string; waitsForQuery: boolean } {
  const locale = otherLocale(useLocale());
  return { locale, ...useAddressIn(locale) };
}
