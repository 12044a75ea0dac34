import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { StepList } from '../../components/StepList/StepList';
import { storeLocatorMap } from '../../config/embeds';
import type * as EwasteDropOffContentModule from '../../content/ewasteDropOff';

/** The page's words: content/ewasteDropOff.ts in English, content/ewasteDropOff.es.ts in Spanish. */
export type EwasteDropOffContent = typeof EwasteDropOffContentModule;

const StepLink = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space.sm};
`;

const Text = styled.p`
  max-width: 48rem;
  font-size: ${theme.fontSizes.lg};
`;

/** Drop-Off Site (`/ewastedropoff`): where small devices go, and how. */
export function EwasteDropOffPage({ content }: { content: EwasteDropOffContent }) {
  const { dropOffHero, dropOffSteps, largeEquipment, locatorSection } = content;
  return (
    <>
      <Hero titlePart1={dropOffHero.titlePart1} titlePart2={dropOffHero.titlePart2} description={dropOffHero.description} />
      <Section title={dropOffSteps.title} tone="muted">
        <StepList
          steps={dropOffSteps.steps.map((step) => ({
            title: step.title,
            description: (
              <>
                <p>{step.description}</p>
                {step.link && <StepLink to={step.link.to}>{step.link.text}</StepLink>}
              </>
            ),
          }))}
        />
      </Section>
      <Section title={locatorSection.title} intro={locatorSection.intro}>
        <ProviderFrame
          embed={storeLocatorMap}
          linkText={locatorSection.mapLinkText}
          placeholder={locatorSection.mapPlaceholder}
        />
      </Section>
      <Section title={largeEquipment.title} tone="muted">
        <Text>{largeEquipment.text}</Text>
        <Text>
          <Link to={largeEquipment.to}>{largeEquipment.linkText}</Link>
        </Text>
      </Section>
    </>
  );
}
