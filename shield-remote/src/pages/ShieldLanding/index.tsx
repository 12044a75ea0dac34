import { catalogueText } from '../../content/catalogue';
import { shieldFaq } from '../../content/faq';
import { shieldLanding } from '../../content/shield';
import { ShieldLandingPage } from './ShieldLandingPage';

const content = { landing: shieldLanding, faq: shieldFaq, catalogue: catalogueText };

/** `/shield` (and its other spellings) in English. */
export default function ShieldLanding() {
  return <ShieldLandingPage content={content} />;
}
