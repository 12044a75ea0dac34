import * as content from '../../content/support';
import { SupportPage } from './SupportPage';

/** The English page. */
export default function Support() {
  return <SupportPage content={content} />;
}
