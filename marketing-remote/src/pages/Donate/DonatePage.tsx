import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Hero, LinkCards, scrollToId, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { StepList } from '../../components/StepList/StepList';
import { forms } from '../../config/embeds';
import type * as DonateContentModule from '../../content/donate';

/** The page's words: content/donate.ts in English, content/donate.es.ts in Spanish. */
export type DonateContent = typeof DonateContentModule;

const Pointer = styled.p`
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

/** Donate Computers (`/donate`, `/donate.html`): how a donation works and the donation form. */
export function DonatePage({ content }: { content: DonateContent }) {
  const { donateHero, donationFlow, donationFormSection, dropOffPointer, moreWaysToHelp } = content;
  return (
    <>
      <Hero
        titlePart1={donateHero.titlePart1}
        titlePart2={donateHero.titlePart2}
        description={donateHero.description}
        actions={[{ text: donateHero.donateNowLabel, onClick: () => scrollToId(donationFormSection.id) }]}
      />
      <Section title={donationFlow.title} intro={donationFlow.intro} tone="muted">
        <StepList steps={donationFlow.steps} />
        <Pointer>
          {dropOffPointer.text} <Link to={dropOffPointer.to}>{dropOffPointer.linkText}</Link>
        </Pointer>
      </Section>
      <Section id={donationFormSection.id} title={donationFormSection.title} intro={donationFormSection.intro}>
        <ProviderFrame embed={forms.electronicsDonation} />
      </Section>
      <LinkCards title={moreWaysToHelp.title} cards={moreWaysToHelp.cards} />
    </>
  );
}
