import styled from 'styled-components';
import { CallsToAction, Hero, LinkCards, Section, theme } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import type * as ProgramsContentModule from '../../content/programs';

/** The page's words: content/programs.ts in English, content/programs.es.ts in Spanish. */
export type ProgramsContent = typeof ProgramsContentModule;

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  max-width: 48rem;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr;
  gap: 0 ${theme.space.md};
  counter-increment: step;

  /* The number is decoration: the ordered list already tells assistive technology the order. */
  &::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const StepTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const StepText = styled.p`
  color: ${theme.colors.muted};
`;

/** Programs (`/programs`): devices, Shield internet and classes, and how applying works. */
export function ProgramsPage({ content }: { content: ProgramsContent }) {
  const { howItWorks, programs, programsHero, programsWaysToHelp } = content;
  return (
    <>
      <Hero titlePart1={programsHero.titlePart1} titlePart2={programsHero.titlePart2} description={programsHero.description} actions={programsHero.actions} />
      <Section title={programs.title}>
        <InfoCards cards={programs.items} minColumnWidth="17rem" />
      </Section>
      <Section title={howItWorks.title} intro={howItWorks.intro} tone="muted">
        <Steps>
          {howItWorks.steps.map((step) => (
            <Step key={step.title}>
              <StepTitle>{step.title}</StepTitle>
              <StepText>{step.text}</StepText>
            </Step>
          ))}
        </Steps>
        <CallsToAction actions={howItWorks.actions} />
      </Section>
      <LinkCards title={programsWaysToHelp.title} cards={programsWaysToHelp.cards} />
    </>
  );
}
