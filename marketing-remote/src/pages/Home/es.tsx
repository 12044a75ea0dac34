import * as content from '../../content/home.es';
import { SpanishPage } from '../SpanishPage';
import { HomePage } from './HomePage';

/** The Spanish page. */
export default function HomeEs() {
  return (
    <SpanishPage>
      <HomePage content={content} />
    </SpanishPage>
  );
}
