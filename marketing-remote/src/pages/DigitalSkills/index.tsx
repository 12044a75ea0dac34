import * as content from '../../content/dsclasses';
import { DigitalSkillsPage } from './DigitalSkillsPage';

/** The English page. */
export default function DigitalSkills() {
  return <DigitalSkillsPage content={content} />;
}
