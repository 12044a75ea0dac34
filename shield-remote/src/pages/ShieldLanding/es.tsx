import { catalogueText } from '../../content/catalogue.es';
import { shieldFaq } from '../../content/faq.es';
import { shieldLanding } from '../../content/shield.es';
import { ShieldLandingPage } from './ShieldLandingPage';

const content = { landing: shieldLanding, faq: shieldFaq, catalogue: catalogueText };

/** `/es/shield` (and its other spellings): the landing in Spanish. */
export default function ShieldLandingInSpanish() {
  return <ShieldLandingPage content={content} />;
}
