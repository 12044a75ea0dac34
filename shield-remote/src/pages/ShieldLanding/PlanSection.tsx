import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, CardGrid, CardImage, cardSurface, Section, theme } from 'ui';
import { PreorderBadge } from '../../components/PreorderBadge';
import { ProductPrice } from '../../components/ProductPrice';
import { shieldProducts } from '../../content/catalogue';
import { accountPaths } from '../../content/accountRoutes';
import type { ShieldPlan } from '../../content/shield';
import { manageSubscriptionText, returnPolicyNote, shieldPlans } from '../../content/shield';

const Card = styled.article`
  ${cardSurface}
`;

const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
`;

const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.lg};

  strong {
    font-size: ${theme.fontSizes.xl};
  }
`;

const Highlights = styled.ul`
  flex: 1;
  padding-left: 1.25rem;
  color: ${theme.colors.muted};

  li + li {
    margin-top: ${theme.space.xs};
  }
`;

const SmallPrint = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const SubscriberNote = styled.p`
  margin-top: ${theme.space.md};

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

function PlanCard({ plan }: { plan: ShieldPlan }) {
  const titleId = useId();
  const product = shieldProducts[plan.productId];
  return (
    <Card aria-labelledby={titleId}>
      <CardImage image={plan.image} />
      <CardBody>
        <CardTitle id={titleId}>
          {product.name}
          {product.preorder && <PreorderBadge />}
        </CardTitle>
        <Price>
          <ProductPrice product={product} />
        </Price>
        <Highlights>
          {plan.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </Highlights>
        <ButtonLink to={product.path}>{plan.linkText}</ButtonLink>
      </CardBody>
    </Card>
  );
}

/** 'Choose What You Need': one card per product page. */
export function PlanSection() {
  return (
    <Section id={shieldPlans.id} title={shieldPlans.title} intro={shieldPlans.intro} tone="muted">
      <CardGrid $minColumnWidth="18rem">
        {shieldPlans.plans.map((plan) => (
          <li key={plan.productId}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </CardGrid>
      <SmallPrint>{returnPolicyNote}</SmallPrint>
      <SubscriberNote>
        {manageSubscriptionText.prompt} <Link to={accountPaths.account}>{manageSubscriptionText.link}</Link>
      </SubscriberNote>
    </Section>
  );
}
