import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, CardGrid, CardImage, cardSurface, Section, theme, useLocalPath } from 'ui';
import { PreorderBadge } from '../../components/PreorderBadge';
import { ProductPrice } from '../../components/ProductPrice';
import { shieldProducts } from '../../content/catalogue';
import { accountPaths } from '../../content/accountPaths';
import type { ShieldLandingContent, ShieldPlan } from '../../content/shield';

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

function PlanCard({ plan, catalogue, to }: { plan: ShieldPlan; catalogue: ShieldLandingContent['catalogue']; to: string }) {
  const titleId = useId();
  const product = shieldProducts[plan.productId];
  return (
    <Card aria-labelledby={titleId}>
      <CardImage image={plan.image} />
      <CardBody>
        <CardTitle id={titleId}>
          {catalogue.names[plan.productId]}
          {product.preorder && <PreorderBadge label={catalogue.preorder} />}
        </CardTitle>
        <Price>
          <ProductPrice product={product} text={catalogue} />
        </Price>
        <Highlights>
          {plan.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </Highlights>
        <ButtonLink to={to}>{plan.linkText}</ButtonLink>
      </CardBody>
    </Card>
  );
}

/** 'Choose What You Need': one card per product page. */
export function PlanSection({ content }: { content: ShieldLandingContent }) {
  const { plans: shieldPlans, returnPolicyNote, manageSubscription, catalogue } = content;
  const localPath = useLocalPath();
  return (
    <Section id={shieldPlans.id} title={shieldPlans.title} intro={shieldPlans.intro} tone="muted">
      <CardGrid $minColumnWidth="18rem">
        {shieldPlans.plans.map((plan) => (
          <li key={plan.productId}>
            <PlanCard plan={plan} catalogue={catalogue} to={localPath(shieldProducts[plan.productId].path)} />
          </li>
        ))}
      </CardGrid>
      <SmallPrint>{returnPolicyNote}</SmallPrint>
      <SubscriberNote>
        {manageSubscription.prompt} <Link to={localPath(accountPaths.account)}>{manageSubscription.link}</Link>
      </SubscriberNote>
    </Section>
  );
}
