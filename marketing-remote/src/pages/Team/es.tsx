import * as content from '../../content/team.es';
import { SpanishPage } from '../SpanishPage';
import { TeamPage } from './TeamPage';

/** The Spanish page. */
export default function TeamEs() {
  return (
    <SpanishPage>
      <TeamPage content={content} />
    </SpanishPage>
  );
}
