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
    /* A white tick on the brand green: a character, so it needs no image; the second value leaves it out of what screen readers say. */
    content: '✓';
    content: '✓' / '';
    display: grid;
    grid-row: span 2;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnDark};
    font-weight: ${theme.fontWeights.bold};
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
