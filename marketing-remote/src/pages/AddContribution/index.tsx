import * as content from '../../content/addContribution';
import { AddContributionPage } from './AddContributionPage';

/** The English page. */
export default function AddContribution() {
  return <AddContributionPage content={content} />;
}
