import { volunteerHero, opportunities, volunteerTestimonial } from '../../content/volunteer';
import { VolunteerPage } from './VolunteerPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Volunteer() {
  return <VolunteerPage content={{ volunteerHero, opportunities, volunteerTestimonial }} />;
}
