import { coursesSectionId, dsclassesHero, courses, curriculum, hosts } from '../../content/dsclasses';
import { DigitalSkillsPage } from './DigitalSkillsPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function DigitalSkills() {
  return <DigitalSkillsPage content={{ coursesSectionId, dsclassesHero, courses, curriculum, hosts }} />;
}
