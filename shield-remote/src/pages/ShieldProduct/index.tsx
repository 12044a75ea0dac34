import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, Gallery, HydrateNearScreen, scrollToId, StaticContent, theme } from 'ui';
import { PreorderBadge } from '../../components/PreorderBadge';
import { ProductPrice } from '../../components/ProductPrice';
import { ShieldFaq } from '../../components/ShieldFaq';
import type { ShieldProductId } from '../../content/catalogue';
import { shieldProducts } from '../../content/catalogue';
import { orderContent, productPages } from '../../content/productPages';
import { OrderSection } from './OrderSection';

const Top = styled.div`
  padding-block: ${theme.space.md} clamp(3rem, 6vw, 5rem);
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${theme.fontWeights.semibold};

  &::before {
    content: '←';
    margin-right: ${theme.space.xs};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: clamp(1.5rem, 4vw, 3.5rem);
  align-items: start;
  margin-top: ${theme.space.md};
`;

const Details = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.lg};

  strong {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
`;

const Notice = styled.p`
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.semibold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.sm} ${theme.space.lg};
  width: 100%;
  padding-block: ${theme.space.md};
  border-block: 1px solid ${theme.colors.border};

  dt {
    font-weight: ${theme.fontWeights.bold};
  }

  dd {
    color: ${theme.colors.muted};
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    row-gap: 0;

    dd + dt {
      margin-top: ${theme.space.sm};
    }
  }
`;

/** A Shield product page (`/shieldhotspotsim`, `/shield5grouter`, `/shieldsimcard`). */
export default function ShieldProduct({ productId }: { productId: ShieldProductId }) {
  const product = shieldProducts[productId];
  const page = productPages[productId];

  return (
    <>
      <Top>
        <Container>
          <BackLink to="/shield">{orderContent.backLink}</BackLink>
          <Columns>
            <Gallery images={page.gallery.images} label={page.gallery.label} />
            <Details>
              <StaticContent>
                <Title>
                  {product.name}
                  {product.preorder && <PreorderBadge />}
                </Title>
                <Price>
                  <ProductPrice product={product} />
                </Price>
                <p>{page.summary}</p>
                {page.notice && <Notice>{page.notice}</Notice>}
                <Facts>
                  {page.facts.map((fact) => (
                    <Fragment key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </Fragment>
                  ))}
                </Facts>
              </StaticContent>
              <Button onClick={() => scrollToId(orderContent.id)}>{product.preorder ? orderContent.preorderLabel : orderContent.orderLabel}</Button>
            </Details>
          </Columns>
        </Container>
      </Top>
      {/* Below the product on a phone: the boxes and the questions hydrate as they near the screen. */}
      <HydrateNearScreen>
        <OrderSection product={product} />
        <ShieldFaq />
      </HydrateNearScreen>
    </>
  );
}
