import * as content from '../../content/apply.es';
import { SpanishPage } from '../SpanishPage';
import { ApplyPage } from './ApplyPage';

/** The Spanish page. */
export default function ApplyEs() {
  return (
    <SpanishPage>
      <ApplyPage content={content} />
    </SpanishPage>
  );
}
