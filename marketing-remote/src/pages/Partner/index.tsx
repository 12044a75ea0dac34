import * as content from '../../content/partner';
import { PartnerPage } from './PartnerPage';

/** The English page. */
export default function Partner() {
  return <PartnerPage content={content} />;
}
