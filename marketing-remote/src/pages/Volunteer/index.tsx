import styled from 'styled-components';
import { CallsToAction, Hero, Section, theme } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import { Quote } from '../../components/Quote';
import { opportunities, volunteerHero, volunteerTestimonial } from '../../content/volunteer';

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
export default function Volunteer() {
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
                  <dt>Where</dt>
                  <dd>{opportunity.where}</dd>
                  <dt>When</dt>
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
