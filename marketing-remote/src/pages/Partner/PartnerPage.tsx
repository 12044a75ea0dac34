import styled from 'styled-components';
import { Hero, scrollToId, Section, theme } from 'ui';
import { CheckList } from '../../components/CheckList/CheckList';
import { Column, Columns } from '../../components/Columns/Columns';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import type * as PartnerContentModule from '../../content/partner';
import { PartnerWall } from './PartnerWall';

/** The page's words: content/partner.ts in English, content/partner.es.ts in Spanish. */
export type PartnerContent = typeof PartnerContentModule;

const Deadline = styled.p`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.lg};
`;

/** Non-Profit Partnerships (`/partner`): who partners with us, why, the rules, and the application. */
export function PartnerPage({ content }: { content: PartnerContent }) {
  const { partnerFormSection, partnerHero, partnerOrganisations, requirements, whyJoin } = content;
  return (
    <>
      <Hero
        titlePart1={partnerHero.titlePart1}
        titlePart2={partnerHero.titlePart2}
        description={partnerHero.description}
        actions={[{ text: partnerHero.applyLabel, onClick: () => scrollToId(partnerFormSection.id) }]}
      />
      <PartnerWall organisations={partnerOrganisations} partnerWall={content.partnerWall} />
      <Section>
        <Columns>
          <Column title={whyJoin.title}>
            <CheckList items={whyJoin.points} />
          </Column>
          <Column title={requirements.title}>
            <CheckList items={requirements.points} />
            <Deadline>
              <strong>{requirements.deadline}</strong>
            </Deadline>
          </Column>
        </Columns>
      </Section>
      <Section id={partnerFormSection.id} title={partnerFormSection.title} intro={partnerFormSection.intro} tone="muted">
        <ProviderFrame embed={forms.partnerApplication} />
      </Section>
    </>
  );
}
