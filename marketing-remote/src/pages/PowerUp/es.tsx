import * as content from '../../content/powerUp.es';
import { SpanishPage } from '../SpanishPage';
import { PowerUpPage } from './PowerUpPage';

/** The Spanish page. */
export default function PowerUpEs() {
  return (
    <SpanishPage>
      <PowerUpPage content={content} />
    </SpanishPage>
  );
}
