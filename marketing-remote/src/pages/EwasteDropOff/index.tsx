import * as content from '../../content/ewasteDropOff';
import { EwasteDropOffPage } from './EwasteDropOffPage';

/** The English page. */
export default function EwasteDropOff() {
  return <EwasteDropOffPage content={content} />;
}
