import * as content from '../../content/pepper.es';
import { SpanishPage } from '../SpanishPage';
import { PepperPage } from './PepperPage';

/** The Spanish page. */
export default function PepperEs() {
  return (
    <SpanishPage>
      <PepperPage content={content} />
    </SpanishPage>
  );
}
