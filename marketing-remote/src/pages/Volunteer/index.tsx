import * as content from '../../content/volunteer';
import { VolunteerPage } from './VolunteerPage';

/** The English page. */
export default function Volunteer() {
  return <VolunteerPage content={content} />;
}
