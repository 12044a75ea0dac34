import { teamHero, teamSectionIds, team, board, teamPressHighlights } from '../../content/team';
import { TeamPage } from './TeamPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Team() {
  return <TeamPage content={{ teamHero, teamSectionIds, team, board, teamPressHighlights }} />;
}
