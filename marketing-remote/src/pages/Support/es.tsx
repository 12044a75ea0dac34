import * as content from '../../content/support.es';
import { SpanishPage } from '../SpanishPage';
import { SupportPage } from './SupportPage';

/** The Spanish page. */
export default function SupportEs() {
  return (
    <SpanishPage>
      <SupportPage content={content} />
    </SpanishPage>
  );
}
