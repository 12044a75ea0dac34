import { careersHero, whyWorkWithUs, hiring, otherWays } from '../../content/careers';
import { CareersPage } from './CareersPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Careers() {
  return <CareersPage content={{ careersHero, whyWorkWithUs, hiring, otherWays }} />;
}
