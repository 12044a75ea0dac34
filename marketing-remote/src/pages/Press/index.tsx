import { pressHero, pressLogos, pressHighlights, coverage, pressReleases, pressWaysToHelp } from '../../content/press';
import { PressPage } from './PressPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Press() {
  return <PressPage content={{ pressHero, pressLogos, pressHighlights, coverage, pressReleases, pressWaysToHelp }} />;
}
