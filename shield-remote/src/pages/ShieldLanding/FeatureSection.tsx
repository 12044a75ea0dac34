import styled from 'styled-components';
import { Button, CardGrid, scrollToId, Section, theme } from 'ui';
import type { ShieldLandingContent } from '../../content/shield';

const Feature = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space.md};
  align-items: start;
  /* Grid rows stretch every item to the tallest one; keep each title next to its text. */
  align-content: start;

  &::before {
    content: '';
    grid-row: span 2;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    /* A white tick on the brand green, drawn in CSS so it needs no request. */
    background:
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 12.5l4 4 8-9' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
        center / 70% no-repeat,
      ${theme.colors.primary};
  }
`;

const FeatureTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const FeatureText = styled.p`
  margin-top: ${theme.space.xs};
  color: ${theme.colors.muted};
`;

const BuyNow = styled.div`
  margin-top: ${theme.space.xxl};
  text-align: center;
`;

/** What the plan includes, with a shortcut down to the plans. */
export function FeatureSection({ features: shieldFeatures, plansId }: { features: ShieldLandingContent['features']; plansId: string }) {
  return (
    <Section id={shieldFeatures.id} title={shieldFeatures.title}>
      <CardGrid $minColumnWidth="18rem" $gap="xl">
        {shieldFeatures.features.map((feature) => (
          <Feature key={feature.title}>
            <FeatureTitle>{feature.title}</FeatureTitle>
            <FeatureText>{feature.description}</FeatureText>
          </Feature>
        ))}
      </CardGrid>
      <BuyNow>
        <Button onClick={() => scrollToId(plansId)}>{shieldFeatures.buyLabel}</Button>
      </BuyNow>
    </Section>
  );
}
