import * as content from '../../content/impact';
import { ImpactPage } from './ImpactPage';

/** The English page. */
export default function Impact() {
  return <ImpactPage content={content} />;
}
