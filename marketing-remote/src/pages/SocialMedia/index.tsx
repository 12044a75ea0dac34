import * as content from '../../content/socialMedia';
import { SocialMediaPage } from './SocialMediaPage';

/** The English page. */
export default function SocialMedia() {
  return <SocialMediaPage content={content} />;
}
