import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, Section, theme } from 'ui';
import { DonationWidget } from '../../components/DonationWidget/DonationWidget';
import type * as AddContributionContentModule from '../../content/addContribution';

/** The page's words: content/addContribution.ts in English, content/addContribution.es.ts in Spanish. */
export type AddContributionContent = typeof AddContributionContentModule;

const Other = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

/** Add a Contribution (`/addacontribution`): the donation widget for an existing donor's extra gift. */
export function AddContributionPage({ content }: { content: AddContributionContent }) {
  const { addContributionHero, contributionSection, otherWays } = content;
  return (
    <>
      <Hero
        titlePart1={addContributionHero.titlePart1}
        titlePart2={addContributionHero.titlePart2}
        description={addContributionHero.description}
      />
      <Section title={contributionSection.title} intro={contributionSection.intro}>
        <DonationWidget />
        <Other>
          {otherWays.text} <Link to={otherWays.to}>{otherWays.linkText}</Link>
        </Other>
      </Section>
    </>
  );
}
