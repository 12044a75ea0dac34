import * as content from '../../content/careers.es';
import { SpanishPage } from '../SpanishPage';
import { CareersPage } from './CareersPage';

/** The Spanish page. */
export default function CareersEs() {
  return (
    <SpanishPage>
      <CareersPage content={content} />
    </SpanishPage>
  );
}
