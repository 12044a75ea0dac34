import { powerUpHero, powerUpFormSection, powerUpParameters } from '../../content/powerUp';
import { PowerUpPage } from './PowerUpPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function PowerUp() {
  return <PowerUpPage content={{ powerUpHero, powerUpFormSection, powerUpParameters }} />;
}
