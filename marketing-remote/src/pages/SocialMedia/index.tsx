import { socialHero, feedSection } from '../../content/socialMedia';
import { SocialMediaPage } from './SocialMediaPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function SocialMedia() {
  return <SocialMediaPage content={{ socialHero, feedSection }} />;
}
