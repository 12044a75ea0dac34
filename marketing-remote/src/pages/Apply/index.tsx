import { applyHero, digitalDivide, applicationProcess, eligibility, applicationFormSection } from '../../content/apply';
import { ApplyPage } from './ApplyPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Apply() {
  return <ApplyPage content={{ applyHero, digitalDivide, applicationProcess, eligibility, applicationFormSection }} />;
}
