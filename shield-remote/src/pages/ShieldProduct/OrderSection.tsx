import { useId, useState } from 'react';
import styled from 'styled-components';
import { ProviderChoice } from 'composition-contract/providers';
import { PrivacyNote, Section, theme, useHydrated } from 'ui';
import { checkoutUrl } from '../../checkout/checkoutUrl';
import { subscriptionCheckout } from '../../config/embeds';
import type { ShieldProduct } from '../../content/catalogue';
import type { OrderContent, ProductPageContent } from '../../content/productPages';
import type { ServiceTermsContent } from '../../content/terms';
import { CheckoutFrame } from './CheckoutFrame';

const Terms = styled.div`
  max-width: 48rem;

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    margin-top: ${theme.space.sm};
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: ${theme.space.xs};
  }
`;

const Confirmations = styled.fieldset`
  max-width: 48rem;
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  legend {
    padding-inline: ${theme.space.xs};
    font-weight: ${theme.fontWeights.bold};
  }

  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
    cursor: pointer;
  }

  label + label {
    margin-top: ${theme.space.md};
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.2rem 0 0;
    accent-color: ${theme.colors.primary};
  }
`;

const Waiting = styled.p`
  color: ${theme.colors.muted};
`;

/** In the checkout's place when the organisation has not set it up: how to order anyway. */
const CheckoutOff = styled.div`
  max-width: 48rem;
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin-top: ${theme.space.sm};
  }

  a {
    overflow-wrap: anywhere;
  }
`;

/**
 * Where the buyer decides: the service terms, the boxes they tick (eligibility, and for the SIM an
 * unlocked device), then the checkout of this product. No checkout before every box is ticked; when
 * the organisation has no checkout set up, how to order from the team instead.
 */
export function OrderSection({ product, page, order: orderContent, terms }: { product: ShieldProduct; page: ProductPageContent; order: OrderContent; terms: ServiceTermsContent }) {
  const confirmations = [orderContent.eligibility, ...page.extraConfirmations];
  const [ticked, setTicked] = useState<boolean[]>(() => confirmations.map(() => false));
  // Ticking opens the checkout through code: until it runs the boxes are visibly inactive.
  const hydrated = useHydrated();
  const termsTitleId = useId();
  const ready = ticked.every(Boolean);

  return (
    <Section id={orderContent.id} title={orderContent.title} tone="muted">
      <Terms>
        <h3 id={termsTitleId}>{terms.title}</h3>
        <ul aria-labelledby={termsTitleId}>
          {terms.terms
            .filter((term) => term.products.includes(product.id))
            .map((term) => (
              <li key={term.text}>{term.text}</li>
            ))}
        </ul>
      </Terms>
      <ProviderChoice
        embed="shieldCheckout"
        configured={() => (
          <>
            <Confirmations disabled={!hydrated}>
              <legend>{orderContent.legend}</legend>
              {confirmations.map((text, index) => (
                <label key={text}>
                  <input
                    type="checkbox"
                    checked={ticked[index]}
                    onChange={(event) => {
                      const { checked } = event.target;
                      setTicked((current) => current.map((value, i) => (i === index ? checked : value)));
                    }}
                  />
                  <span>{text}</span>
                </label>
              ))}
            </Confirmations>
            {ready ? (
              <CheckoutFrame src={checkoutUrl(product)} height={subscriptionCheckout.height} order={orderContent} />
            ) : (
              <Waiting>{orderContent.waiting(confirmations.length)}</Waiting>
            )}
            <PrivacyNote texts={orderContent.privacyNote} />
          </>
        )}
        off={(link) => (
          <CheckoutOff>
            <h3>{orderContent.checkoutOff.title}</h3>
            <p>
              {orderContent.checkoutOff.reachUs} <a href={`mailto:${orderContent.checkoutOff.email}`}>{orderContent.checkoutOff.email}</a>{' '}
              {orderContent.checkoutOff.orCall} <a href={`tel:+1${orderContent.checkoutOff.phone.replace(/\D/g, '')}`}>{orderContent.checkoutOff.phone}</a>,{' '}
              {orderContent.checkoutOff.hours}.
            </p>
            {link && (
              <p>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {orderContent.checkoutOff.providerPage}
                </a>
              </p>
            )}
          </CheckoutOff>
        )}
      />
    </Section>
  );
}
