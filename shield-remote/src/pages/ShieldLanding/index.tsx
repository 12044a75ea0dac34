import { shieldLanding } from '../../content/shield';
import { ShieldLandingPage } from './ShieldLandingPage';

/** `/shield` (and its other spellings) in English. */
export default function ShieldLanding() {
  return <ShieldLandingPage content={shieldLanding} />;
}
