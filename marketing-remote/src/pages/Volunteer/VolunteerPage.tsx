import styled from 'styled-components';
import { CallsToAction, Hero, Section, theme } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import { Quote } from '../../components/Quote';
import type * as VolunteerContentModule from '../../content/volunteer';

/** The page's words: content/volunteer.ts in English, content/volunteer.es.ts in Spanish. */
export type VolunteerContent = typeof VolunteerContentModule;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin-bottom: ${theme.space.sm};

  dt {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
  }
`;

/** Volunteer (`/volunteer`): the open opportunities and a volunteer's words. */
export function VolunteerPage({ content }: { content: VolunteerContent }) {
  const { opportunities, volunteerHero, volunteerTestimonial } = content;
  return (
    <>
      <Hero titlePart1={volunteerHero.titlePart1} titlePart2={volunteerHero.titlePart2} description={volunteerHero.description} actions={volunteerHero.actions} />
      <Section title={opportunities.title} intro={opportunities.intro}>
        <InfoCards
          minColumnWidth="15rem"
          cards={opportunities.items.map((opportunity) => ({
            title: opportunity.title,
            image: opportunity.image,
            text: (
              <>
                <Details>
                  <dt>{opportunities.whereLabel}</dt>
                  <dd>{opportunity.where}</dd>
                  <dt>{opportunities.whenLabel}</dt>
                  <dd>{opportunity.when}</dd>
                </Details>
                <p>{opportunity.text}</p>
              </>
            ),
          }))}
        />
        <CallsToAction actions={[opportunities.signUp]} />
      </Section>
      <Section title={volunteerTestimonial.title} tone="dark">
        <Quote quote={volunteerTestimonial.quote} name={volunteerTestimonial.name} role={volunteerTestimonial.role} />
      </Section>
    </>
  );
}
