import { supportHero, supportReasons, donationSection } from '../../content/support';
import { SupportPage } from './SupportPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Support() {
  return <SupportPage content={{ supportHero, supportReasons, donationSection }} />;
}
