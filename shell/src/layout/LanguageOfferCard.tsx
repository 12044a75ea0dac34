import styled from 'styled-components';
import { theme } from 'ui';
import type { LanguageOfferContent } from '../content/languageOffer';

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

type LanguageOfferCardProps = {
  texts: LanguageOfferContent;
  /** the page's address in Spanish */
  spanishAddress: string;
  onFollow: () => void;
  onClose: () => void;
};

/**
 * The offer itself, in Spanish: a link to the page in Spanish and a button that closes it. A chunk
 * of its own, fetched only for the visitors it is shown to.
 */
export default function LanguageOfferCard({ texts, spanishAddress, onFollow, onClose }: LanguageOfferCardProps) {
  return (
    <Offer lang="es" aria-label={texts.label}>
      <p>
        {texts.question}{' '}
        <a href={spanishAddress} hrefLang="es" onClick={onFollow}>
          {texts.link}
        </a>
      </p>
      <CloseButton type="button" onClick={onClose}>
        {texts.close}
      </CloseButton>
    </Offer>
  );
}
