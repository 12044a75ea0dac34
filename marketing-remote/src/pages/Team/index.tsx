import * as content from '../../content/team';
import { TeamPage } from './TeamPage';

/** The English page. */
export default function Team() {
  return <TeamPage content={content} />;
}
