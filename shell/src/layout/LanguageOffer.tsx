import { useEffect, useState } from 'react';
import { LOCALE_COOKIE } from 'composition-contract/locale';
import styled from 'styled-components';
import { theme, useLocale } from 'ui';
import { useChrome } from './chrome';
import { LANGUAGE_OFFER_COOKIE, readCookie, rememberLocale, rememberOfferClosed, useAddressIn } from './languageChoice';
import { mainContentId } from './SkipLink';

/** Whether the browser ranks Spanish above English (`navigator.languages`, e.g. `es-US, en`). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((language) => language === 'es' || language === 'en');
  return first === 'es';
}

/** Whether an English page offers this visitor Spanish: they prefer it, have not closed the offer, nor chosen English. */
function offersSpanish(): boolean {
  return prefersSpanish(navigator.languages ?? [navigator.language]) && readCookie(LANGUAGE_OFFER_COOKIE) === undefined && readCookie(LOCALE_COOKIE) !== 'en';
}

/* Low on the screen, clear of the help button (bottom right) on a phone. */
const Offer = styled.aside`
  position: fixed;
  left: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndices.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  max-width: min(26rem, calc(100% - 2 * ${theme.space.md}));
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};

  @media (max-width: 479px) {
    right: ${theme.space.md};
    bottom: 4.5rem;
  }

  p {
    flex: 1 1 12rem;
    margin: 0;
  }

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const CloseButton = styled.button`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid currentColor;
  border-radius: ${theme.radii.sm};
  background: none;
  color: inherit;
`;

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
  const spanishAddress = useAddressIn('es');
  if (!shown || !english || !languageOffer) return null;

  const close = () => {
    rememberOfferClosed();
    setShown(false);
    // The button goes away: the reader carries on from the page's start.
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <Offer lang="es" aria-label={languageOffer.label}>
      <p>
        {languageOffer.question}{' '}
        <a href={spanishAddress} hrefLang="es" onClick={() => rememberLocale('es')}>
          {languageOffer.link}
        </a>
      </p>
      <CloseButton type="button" onClick={close}>
        {languageOffer.close}
      </CloseButton>
    </Offer>
  );
}
