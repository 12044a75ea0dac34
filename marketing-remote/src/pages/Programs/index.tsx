import * as content from '../../content/programs';
import { ProgramsPage } from './ProgramsPage';

/** The English page. */
export default function Programs() {
  return <ProgramsPage content={content} />;
}
