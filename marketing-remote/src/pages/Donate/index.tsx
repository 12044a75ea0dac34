import * as content from '../../content/donate';
import { DonatePage } from './DonatePage';

/** The English page. */
export default function Donate() {
  return <DonatePage content={content} />;
}
