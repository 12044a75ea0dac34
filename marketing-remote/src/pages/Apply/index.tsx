import * as content from '../../content/apply';
import { ApplyPage } from './ApplyPage';

/** The English page. */
export default function Apply() {
  return <ApplyPage content={content} />;
}
