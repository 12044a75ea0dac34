import * as content from '../../content/powerUp';
import { PowerUpPage } from './PowerUpPage';

/** The English page. */
export default function PowerUp() {
  return <PowerUpPage content={content} />;
}
