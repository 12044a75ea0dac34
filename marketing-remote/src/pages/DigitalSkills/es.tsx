import * as content from '../../content/dsclasses.es';
import { SpanishPage } from '../SpanishPage';
import { DigitalSkillsPage } from './DigitalSkillsPage';

/** The Spanish page. */
export default function DigitalSkillsEs() {
  return (
    <SpanishPage>
      <DigitalSkillsPage content={content} />
    </SpanishPage>
  );
}
