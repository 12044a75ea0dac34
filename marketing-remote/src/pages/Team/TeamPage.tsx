import styled from 'styled-components';
import { ButtonLink, CardGrid, Hero, scrollToId, Section, theme } from 'ui';
import { CoverageCard } from '../../components/CoverageCard';
import type * as TeamContentModule from '../../content/team';
import { MemberCard } from './MemberCard';

/** The page's words: content/team.ts in English, content/team.es.ts in Spanish. */
export type TeamContent = typeof TeamContentModule;

const AllPress = styled.div`
  margin-top: ${theme.space.xl};
  text-align: center;
`;

/** Team (`/team`, `/team.html`, `/team/`): staff, board and press highlights. */
export function TeamPage({ content }: { content: TeamContent }) {
  const { board, team, teamHero, teamPressHighlights, teamSectionIds } = content;
  return (
    <>
      <Hero
        titlePart1={teamHero.titlePart1}
        titlePart2={teamHero.titlePart2}
        description={teamHero.description}
        actions={[
          // 100 px below the top keeps the section heading clear of the fixed nav.
          { text: teamHero.teamButton, onClick: () => scrollToId(teamSectionIds.team, 100) },
          { text: teamHero.boardButton, onClick: () => scrollToId(teamSectionIds.board, 100) },
        ]}
      />
      <Section id={teamSectionIds.team} title={team.title} intro={team.intro}>
        <CardGrid $minColumnWidth="14rem">
          {team.members.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </CardGrid>
      </Section>
      <Section id={teamSectionIds.board} title={board.title} intro={board.intro} tone="muted">
        <CardGrid $minColumnWidth="14rem">
          {board.members.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </CardGrid>
      </Section>
      <Section title={teamPressHighlights.title}>
        <CardGrid $minColumnWidth="18rem">
          {teamPressHighlights.items.map((item) => (
            <li key={item.id}>
              <CoverageCard item={item} readMore={teamPressHighlights.readMore} />
            </li>
          ))}
        </CardGrid>
        <AllPress>
          <ButtonLink to={teamPressHighlights.allPressLink.to} variant="secondary">
            {teamPressHighlights.allPressLink.text}
          </ButtonLink>
        </AllPress>
      </Section>
    </>
  );
}
