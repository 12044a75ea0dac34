import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, scrollToId, Section, theme } from 'ui';
import { CheckList } from '../../components/CheckList/CheckList';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { StepList } from '../../components/StepList/StepList';
import { forms } from '../../config/embeds';
import type * as ApplyContentModule from '../../content/apply';

/** The page's words: content/apply.ts in English, content/apply.es.ts in Spanish. */
export type ApplyContent = typeof ApplyContentModule;

const Statistic = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.md};
  max-width: 48rem;
  font-size: ${theme.fontSizes.xl};
`;

const Figure = styled.strong`
  font-size: clamp(3rem, 2rem + 5vw, 5rem);
  line-height: 1;
  color: ${theme.colors.primary};
`;

const MoreLink = styled.p`
  margin-top: ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
`;

/** Apply for a Device (`/apply`, `/apply.html`): who can apply, what happens next, and the form. */
export function ApplyPage({ content }: { content: ApplyContent }) {
  const { applicationFormSection, applicationProcess, applyHero, digitalDivide, eligibility } = content;
  return (
    <>
      <Hero
        titlePart1={applyHero.titlePart1}
        titlePart2={applyHero.titlePart2}
        description={applyHero.description}
        actions={[{ text: applyHero.applyLabel, onClick: () => scrollToId(applicationFormSection.id) }]}
      />
      <Section tone="muted">
        <Statistic>
          <Figure>{digitalDivide.figure}</Figure> {digitalDivide.text}
        </Statistic>
      </Section>
      <Section title={eligibility.title}>
        <CheckList items={eligibility.points} />
        <MoreLink>
          <Link to={eligibility.to}>{eligibility.linkText}</Link>
        </MoreLink>
      </Section>
      <Section title={applicationProcess.title} intro={applicationProcess.intro} tone="muted">
        <StepList steps={applicationProcess.steps.map((description) => ({ description }))} />
      </Section>
      <Section id={applicationFormSection.id} title={applicationFormSection.title} intro={applicationFormSection.intro}>
        <ProviderFrame embed={forms.computerApplication} />
      </Section>
    </>
  );
}
