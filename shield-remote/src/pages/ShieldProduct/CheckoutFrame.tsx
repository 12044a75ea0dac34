import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, EmbeddedFrame, theme } from 'ui';
import { providerAnswers } from 'composition-contract/providers';
import type { OrderContent } from '../../content/productPages';

const Unreachable = styled.div`
  padding: ${theme.space.lg};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin-block: ${theme.space.sm} ${theme.space.md};
  }
`;

/**
 * The provider's checkout in a frame. A frame cannot tell the page that its provider is down, so a
 * no-cors request to the same address does (composition-contract's providerAnswers): when the
 * provider cannot be reached in time, the page says so and offers the checkout as a link (which may
 * still work outside the frame).
 */
export function CheckoutFrame({ src, height, order: orderContent }: { src: string; height: number; order: OrderContent }) {
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setUnreachable(false);
    void providerAnswers(src, controller.signal).then((answers) => {
      if (!controller.signal.aborted) setUnreachable(!answers);
    });
    return () => controller.abort();
  }, [src]);

  if (unreachable) {
    return (
      <Unreachable role="alert">
        <h3>{orderContent.unreachableTitle}</h3>
        <p>{orderContent.unreachableMessage}</p>
        <ButtonLink href={src} newTab>
          {orderContent.openCheckout}
        </ButtonLink>
      </Unreachable>
    );
  }
  return <EmbeddedFrame title={orderContent.checkoutTitle} src={src} height={height} linkText={orderContent.openCheckout} />;
}
