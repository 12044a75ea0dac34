import { useEffect } from 'react';
import { isLocale } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';
import type { SiteRoute } from 'ui';

/** Keeps `<html lang>` the language of the page on screen, as the server's HTML had it, after every move. */
export function useDocumentLanguage(lang: Locale): void {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}

/**
 * The language of a route's content: the locale of its address, unless its route says otherwise
 * (`handle.contentLocale`: an appeal letter at its Spanish address stays English).
 */
export function contentLocaleOf(route: SiteRoute | undefined, addressLocale: Locale): Locale {
  const declared = (route?.handle as { contentLocale?: unknown } | undefined)?.contentLocale;
  return isLocale(declared) ? declared : addressLocale;
}
