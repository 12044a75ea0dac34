import * as content from '../../content/home';
import { HomePage } from './HomePage';

/** The English page. */
export default function Home() {
  return <HomePage content={content} />;
}
