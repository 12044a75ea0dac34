import { impactHero, impactStory, impactStatistics, impactNumbersTitle, whoWeServe, impactTestimonials, impactReports, impactClosing } from '../../content/impact';
import { ImpactPage } from './ImpactPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Impact() {
  return <ImpactPage content={{ impactHero, impactStory, impactStatistics, impactNumbersTitle, whoWeServe, impactTestimonials, impactReports, impactClosing }} />;
}
