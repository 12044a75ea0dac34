import { shieldLanding } from '../../content/shield.es';
import { ShieldLandingPage } from './ShieldLandingPage';

/** `/es/shield` (and its other spellings): the landing in Spanish. */
export default function ShieldLandingInSpanish() {
  return <ShieldLandingPage content={shieldLanding} />;
}
