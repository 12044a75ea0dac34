import * as content from '../../content/volunteer.es';
import { SpanishPage } from '../SpanishPage';
import { VolunteerPage } from './VolunteerPage';

/** The Spanish page. */
export default function VolunteerEs() {
  return (
    <SpanishPage>
      <VolunteerPage content={content} />
    </SpanishPage>
  );
}
