import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, scrollToId, theme, useLocalPath } from 'ui';
import { Gallery } from 'ui/gallery';
import { PreorderBadge } from '../../components/PreorderBadge';
import { ProductPrice } from '../../components/ProductPrice';
import { ShieldFaq } from '../../components/ShieldFaq';
import type { ShieldProductId } from '../../content/catalogue';
import type { CatalogueText } from '../../content/catalogueText';
import { shieldProducts } from '../../content/catalogue';
import type { ShieldFaqContent } from '../../content/faq';
import type { OrderContent, ProductPageContent } from '../../content/productPages';
import type { ServiceTermsContent } from '../../content/terms';
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

/** The product pages' texts in one language, given by their entry (index.tsx English, es.tsx Spanish). */
export type ProductPagesContent = {
  pages: Record<ShieldProductId, ProductPageContent>;
  order: OrderContent;
  terms: ServiceTermsContent;
  faq: ShieldFaqContent;
  catalogue: CatalogueText;
};

/** A Shield product page (`/shieldhotspotsim`, `/shield5grouter`, `/shieldsimcard`, and each under `/es`). */
export function ShieldProductPage({ productId, content }: { productId: ShieldProductId; content: ProductPagesContent }) {
  const product = shieldProducts[productId];
  const page = content.pages[productId];
  const { order: orderContent, catalogue } = content;
  const localPath = useLocalPath();

  return (
    <>
      <Top>
        <Container>
          <BackLink to={localPath('/shield')}>{orderContent.backLink}</BackLink>
          <Columns>
            <Gallery images={page.gallery.images} label={page.gallery.label} chooserLabel={orderContent.galleryChooser} />
            <Details>
              <Title>
                {catalogue.names[productId]}
                {product.preorder && <PreorderBadge label={catalogue.preorder} />}
              </Title>
              <Price>
                <ProductPrice product={product} text={catalogue} />
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
              <Button onClick={() => scrollToId(orderContent.id)}>{product.preorder ? orderContent.preorderLabel : orderContent.orderLabel}</Button>
            </Details>
          </Columns>
        </Container>
      </Top>
      <OrderSection product={product} page={page} order={orderContent} terms={content.terms} />
      <ShieldFaq faq={content.faq} />
    </>
  );
}
