import * as content from '../../content/programs.es';
import { SpanishPage } from '../SpanishPage';
import { ProgramsPage } from './ProgramsPage';

/** The Spanish page. */
export default function ProgramsEs() {
  return (
    <SpanishPage>
      <ProgramsPage content={content} />
    </SpanishPage>
  );
}
