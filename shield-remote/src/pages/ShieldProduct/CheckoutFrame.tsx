import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, EmbeddedFrame } from 'ui';
import { orderContent } from '../../content/productPages';

/** A provider that has not answered by then is treated as unreachable. */
const probeTimeoutMs = 15_000;

const Unreachable = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin-block: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

/**
 * The provider's checkout in a frame. A frame cannot tell the page that its provider is down, so a
 * no-cors request to the same address does: it fails only when the provider cannot be reached.
 * Then the page says so and offers the checkout as a link (which may still work outside the frame).
 */
export function CheckoutFrame({ src, height }: { src: string; height: number }) {
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), probeTimeoutMs);
    setUnreachable(false);
    fetch(src, { mode: 'no-cors', cache: 'no-store', signal: controller.signal })
      .catch(() => {
        if (current) setUnreachable(true);
      })
      .finally(() => clearTimeout(timeout));
    return () => {
      current = false;
      clearTimeout(timeout);
      controller.abort();
    };
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
