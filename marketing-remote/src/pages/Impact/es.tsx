import * as content from '../../content/impact.es';
import { SpanishPage } from '../SpanishPage';
import { ImpactPage } from './ImpactPage';

/** The Spanish page. */
export default function ImpactEs() {
  return (
    <SpanishPage>
      <ImpactPage content={content} />
    </SpanishPage>
  );
}
