import * as content from '../../content/donate.es';
import { SpanishPage } from '../SpanishPage';
import { DonatePage } from './DonatePage';

/** The Spanish page. */
export default function DonateEs() {
  return (
    <SpanishPage>
      <DonatePage content={content} />
    </SpanishPage>
  );
}
