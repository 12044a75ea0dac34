import * as content from '../../content/press.es';
import { SpanishPage } from '../SpanishPage';
import { PressPage } from './PressPage';

/** The Spanish page. */
export default function PressEs() {
  return (
    <SpanishPage>
      <PressPage content={content} />
    </SpanishPage>
  );
}
