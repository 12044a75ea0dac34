import styled from 'styled-components';
import { Hero, LinkCards, Section, theme } from 'ui';
import { Statistics } from 'ui/statistics';
import type * as AboutContentModule from '../../content/about';
import { Timeline } from './Timeline';

/** The page's words: content/about.ts in English, content/about.es.ts in Spanish. */
export type AboutContent = typeof AboutContentModule;

const Statements = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${theme.space.xl};
`;

const StatementTitle = styled.h3`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.primary};
`;

const StatementText = styled.p`
  font-size: ${theme.fontSizes.lg};
`;

/** Mission & History (`/about`). */
export function AboutPage({ content }: { content: AboutContent }) {
  const { aboutHero, aboutStatistics, howYouCanHelp, visionAndMission } = content;
  return (
    <>
      <Hero titlePart1={aboutHero.titlePart1} titlePart2={aboutHero.titlePart2} description={aboutHero.description} />
      <Section title={aboutStatistics.title} tone="muted">
        <Statistics items={aboutStatistics.items} />
      </Section>
      <Section title={visionAndMission.title}>
        <Statements>
          {visionAndMission.statements.map((statement) => (
            <div key={statement.title}>
              <StatementTitle>{statement.title}</StatementTitle>
              <StatementText>{statement.text}</StatementText>
            </div>
          ))}
        </Statements>
      </Section>
      <Timeline history={content.history} />
      <LinkCards title={howYouCanHelp.title} cards={howYouCanHelp.cards} />
    </>
  );
}
