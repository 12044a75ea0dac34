import type { FormPageName } from '../../content/formPages';
import { formPageDetails } from '../../content/formPageDetails.es';
import { formPages } from '../../content/formPages.es';
import { SpanishPage } from '../SpanishPage';
import { FormPageView } from './FormPageView';

/** A Spanish page that is only a hosted form. */
export default function FormPageEs({ page }: { page: FormPageName }) {
  return (
    <SpanishPage>
      <FormPageView page={page} formPages={formPages} formPageDetails={formPageDetails} />
    </SpanishPage>
  );
}
