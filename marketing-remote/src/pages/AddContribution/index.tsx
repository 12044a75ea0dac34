import { addContributionHero, contributionSection, otherWays } from '../../content/addContribution';
import { AddContributionPage } from './AddContributionPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function AddContribution() {
  return <AddContributionPage content={{ addContributionHero, contributionSection, otherWays }} />;
}
