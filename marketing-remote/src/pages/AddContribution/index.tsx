import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, Section, theme } from 'ui';
import { DonationWidget } from '../../components/DonationWidget/DonationWidget';
import { addContributionHero, contributionSection, otherWays } from '../../content/addContribution';

const Other = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

/** Add a Contribution (`/addacontribution`): the donation widget for an existing donor's extra gift. */
export default function AddContribution() {
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
