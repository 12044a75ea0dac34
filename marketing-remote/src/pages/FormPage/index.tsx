import { formPageDetails } from '../../content/formPageDetails';
import { formPages, type FormPageName } from '../../content/formPages';
import { FormPageView } from './FormPageView';

/** An English page that is only a hosted form. */
export default function FormPage({ page }: { page: FormPageName }) {
  return <FormPageView page={page} formPages={formPages} formPageDetails={formPageDetails} />;
}
