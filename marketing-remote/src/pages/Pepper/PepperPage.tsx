import styled from 'styled-components';
import { CardGrid, CardImage, cardSurface, Hero, Section, theme } from 'ui';
import { ProviderChoice, providerAddress } from 'composition-contract/providers';
import { CheckList } from '../../components/CheckList/CheckList';
import { Column, Columns } from '../../components/Columns/Columns';
import { DonationWidget } from '../../components/DonationWidget/DonationWidget';
import type * as PepperContentModule from '../../content/pepper';

/** The page's words: content/pepper.ts in English, content/pepper.es.ts in Spanish. */
export type PepperContent = typeof PepperContentModule;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.lg};
`;

const Fact = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};

  dt {
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.primary};
  }

  dd {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 4.5rem 1fr;
    gap: ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
  }

  time {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.primary};
  }
`;

const Note = styled.p`
  margin-top: ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const PepperCard = styled.article`
  ${cardSurface}

  div {
    padding: ${theme.space.lg};
  }

  h3 {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }
`;

const PrizeText = styled.p`
  max-width: 48rem;
  font-size: ${theme.fontSizes.lg};
`;

/** Pepper Fest (`/pepper`, `/pepper.html`, `/Pepper-Fest`): the pepper-eating fundraiser. */
export function PepperPage({ content }: { content: PepperContent }) {
  const { eventFacts, pepperDonation, pepperHero, peppers, prizes, rules, schedule } = content;
  const hero = { titlePart1: pepperHero.titlePart1, titlePart2: pepperHero.titlePart2, description: pepperHero.description };
  return (
    <>
      {/* Tickets from the ticketing service when it is set up, otherwise by asking the team. */}
      <ProviderChoice
        embed="pepperTickets"
        configured={() => <Hero {...hero} actions={[{ text: pepperHero.ticketsLabel, href: providerAddress('pepperTickets'), newTab: true }]} />}
        off={(link) => <Hero {...hero} actions={[link ? { text: pepperHero.ticketsLabel, href: link, newTab: true } : pepperHero.ticketsWithoutService]} />}
      />
      <Section title={eventFacts.title} tone="muted">
        <Facts>
          {eventFacts.facts.map((fact) => (
            <Fact key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}</dd>
            </Fact>
          ))}
        </Facts>
      </Section>
      <Section>
        <Columns>
          <Column title={schedule.title}>
            <Timeline>
              {schedule.items.map((item) => (
                <li key={item.time}>
                  <time dateTime={item.dateTime}>{item.time}</time>
                  <span>{item.text}</span>
                </li>
              ))}
            </Timeline>
          </Column>
          <Column title={rules.title}>
            <CheckList items={rules.points} />
            <Note>{rules.contestantNote}</Note>
          </Column>
        </Columns>
      </Section>
      <Section title={peppers.title} tone="muted">
        <CardGrid $minColumnWidth="15rem">
          {peppers.items.map((pepper) => (
            <li key={pepper.name}>
              <PepperCard>
                <CardImage image={pepper.image} />
                <div>
                  <h3>{pepper.name}</h3>
                  <p>{pepper.description}</p>
                </div>
              </PepperCard>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={prizes.title} tone="dark">
        <PrizeText>{prizes.text}</PrizeText>
      </Section>
      <Section title={pepperDonation.title} intro={pepperDonation.intro}>
        <DonationWidget />
      </Section>
    </>
  );
}
