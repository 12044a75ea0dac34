import { aboutHero, aboutStatistics, visionAndMission, history, howYouCanHelp } from '../../content/about';
import { AboutPage } from './AboutPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function About() {
  return <AboutPage content={{ aboutHero, aboutStatistics, visionAndMission, history, howYouCanHelp }} />;
}
