import styled from 'styled-components';
import { CardGrid, Hero, Section, theme } from 'ui';
import { DonationWidget } from '../../components/DonationWidget/DonationWidget';
import { donationSection, supportHero, supportReasons } from '../../content/support';

const Point = styled.li`
  display: grid;
  gap: ${theme.space.xs};
`;

const Figure = styled.strong`
  font-size: ${theme.fontSizes.xxl};
  color: ${theme.colors.primary};
`;

/** Donate Today / Fund Our Work (`/support`, `/give`): the branded donation widget. */
export default function Support() {
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
