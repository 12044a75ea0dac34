import * as content from '../../content/about';
import { AboutPage } from './AboutPage';

/** The English page. */
export default function About() {
  return <AboutPage content={content} />;
}
