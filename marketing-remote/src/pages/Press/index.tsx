import * as content from '../../content/press';
import { PressPage } from './PressPage';

/** The English page. */
export default function Press() {
  return <PressPage content={content} />;
}
