import * as content from '../../content/ewasteDropOff.es';
import { SpanishPage } from '../SpanishPage';
import { EwasteDropOffPage } from './EwasteDropOffPage';

/** The Spanish page. */
export default function EwasteDropOffEs() {
  return (
    <SpanishPage>
      <EwasteDropOffPage content={content} />
    </SpanishPage>
  );
}
