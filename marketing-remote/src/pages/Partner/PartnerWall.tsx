import styled from 'styled-components';
import { CardGrid, Section, theme } from 'ui';
import type { PartnerContent } from './PartnerPage';

const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  min-height: 5rem;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-weight: ${theme.fontWeights.semibold};
`;

/** A monogram badge stands in for each logo: light, and always legible. */
const Monogram = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${theme.colors.navy};
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.04em;
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** The wall of partner organisations. */
export function PartnerWall({ organisations, partnerWall }: { organisations: string[] } & Pick<PartnerContent, 'partnerWall'>) {
  return (
    <Section title={partnerWall.title} intro={partnerWall.intro(organisations.length)} tone="muted">
      <CardGrid $minColumnWidth="13rem" $gap="md">
        {organisations.map((name) => (
          <Tile key={name}>
            <Monogram aria-hidden="true">{initials(name)}</Monogram>
            {name}
          </Tile>
        ))}
      </CardGrid>
    </Section>
  );
}
