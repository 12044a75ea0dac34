import * as content from '../../content/partner.es';
import { SpanishPage } from '../SpanishPage';
import { PartnerPage } from './PartnerPage';

/** The Spanish page. */
export default function PartnerEs() {
  return (
    <SpanishPage>
      <PartnerPage content={content} />
    </SpanishPage>
  );
}
