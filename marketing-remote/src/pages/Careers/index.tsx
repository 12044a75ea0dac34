import * as content from '../../content/careers';
import { CareersPage } from './CareersPage';

/** The English page. */
export default function Careers() {
  return <CareersPage content={content} />;
}
