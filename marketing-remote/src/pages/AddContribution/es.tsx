import * as content from '../../content/addContribution.es';
import { SpanishPage } from '../SpanishPage';
import { AddContributionPage } from './AddContributionPage';

/** The Spanish page. */
export default function AddContributionEs() {
  return (
    <SpanishPage>
      <AddContributionPage content={content} />
    </SpanishPage>
  );
}
