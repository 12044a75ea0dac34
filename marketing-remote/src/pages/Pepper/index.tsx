import * as content from '../../content/pepper';
import { PepperPage } from './PepperPage';

/** The English page. */
export default function Pepper() {
  return <PepperPage content={content} />;
}
