import * as content from '../../content/about.es';
import { SpanishPage } from '../SpanishPage';
import { AboutPage } from './AboutPage';

/** The Spanish page. */
export default function AboutEs() {
  return (
    <SpanishPage>
      <AboutPage content={content} />
    </SpanishPage>
  );
}
