import * as content from '../../content/contact.es';
import { SpanishPage } from '../SpanishPage';
import { ContactPage } from './ContactPage';

/** The Spanish page. */
export default function ContactEs() {
  return (
    <SpanishPage>
      <ContactPage content={content} />
    </SpanishPage>
  );
}
