import * as content from '../../content/socialMedia.es';
import { SpanishPage } from '../SpanishPage';
import { SocialMediaPage } from './SocialMediaPage';

/** The Spanish page. */
export default function SocialMediaEs() {
  return (
    <SpanishPage>
      <SocialMediaPage content={content} />
    </SpanishPage>
  );
}
