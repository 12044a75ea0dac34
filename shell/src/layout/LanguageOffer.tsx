import { lazy, Suspense, useEffect, useState } from 'react';
import { LOCALE_COOKIE } from 'composition-contract/locale';
import { useChrome } from './chrome';
import { useLocale } from 'ui';
import { LANGUAGE_OFFER_COOKIE, readCookie, rememberLocale, rememberOfferClosed, useAddressIn } from './languageChoice';
import { mainContentId } from './SkipLink';

const LanguageOfferCard = lazy(() => import('./LanguageOfferCard'));

/** Whether the browser ranks Spanish above English (`navigator.languages`, e.g. `es-US, en`). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((language) => language === 'es' || language === 'en');
  return first === 'es';
}

/** Whether an English page offers this visitor Spanish: they prefer it, have not closed the offer, nor chosen English. */
function offersSpanish(): boolean {
  return prefersSpanish(navigator.languages ?? [navigator.language]) && readCookie(LANGUAGE_OFFER_COOKIE) === undefined && readCookie(LOCALE_COOKIE) !== 'en';
}

/**
 * On an English page, for a browser that prefers Spanish: an offer to read the page in Spanish,
 * never a redirect. Decided in an effect (the server knows nothing of the browser); closing it
 * remembers (a cookie) so it never shows again.
 */
export function LanguageOffer() {
  const { languageOffer } = useChrome();
  const english = useLocale() === 'en';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (english && languageOffer) setShown(offersSpanish());
  }, [english, languageOffer]);
  const spanishAddress = useAddressIn('es').href;
  if (!shown || !english || !languageOffer) return null;
  const close = () => {
    rememberOfferClosed();
    setShown(false);
    // The button goes away: the reader carries on from the page's start.
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard texts={languageOffer} spanishAddress={spanishAddress} onFollow={() => rememberLocale('es')} onClose={close} />
    </Suspense>
  );
}
