import styled from 'styled-components';
import { CardGrid, Hero, Section, theme } from 'ui';
import { DonationWidget } from '../../components/DonationWidget/DonationWidget';
import type * as SupportContentModule from '../../content/support';

/** The page's words: content/support.ts in English, content/support.es.ts in Spanish. */
export type SupportContent = typeof SupportContentModule;

const Point = styled.li`
  display: grid;
  gap: ${theme.space.xs};
`;

const Figure = styled.strong`
  font-size: ${theme.fontSizes.xxl};
  color: ${theme.colors.primary};
`;

/** Donate Today / Fund Our Work (`/support`, `/give`): the branded donation widget. */
export function SupportPage({ content }: { content: SupportContent }) {
  const { donationSection, supportHero, supportReasons } = content;
  return (
    <>
      <Hero titlePart1={supportHero.titlePart1} titlePart2={supportHero.titlePart2} description={supportHero.description} />
      <Section title={supportReasons.title} tone="muted">
        <CardGrid $minColumnWidth="14rem">
          {supportReasons.points.map((point) => (
            <Point key={point.figure}>
              <Figure>{point.figure}</Figure>
              <span>{point.text}</span>
            </Point>
          ))}
        </CardGrid>
      </Section>
      <Section title={donationSection.title} intro={donationSection.intro}>
        <DonationWidget />
      </Section>
    </>
  );
}
