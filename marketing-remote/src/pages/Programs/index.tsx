import { programsHero, programs, howItWorks, programsWaysToHelp } from '../../content/programs';
import { ProgramsPage } from './ProgramsPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Programs() {
  return <ProgramsPage content={{ programsHero, programs, howItWorks, programsWaysToHelp }} />;
}
