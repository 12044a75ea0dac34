import * as content from '../../content/contact';
import { ContactPage } from './ContactPage';

/** The English page. */
export default function Contact() {
  return <ContactPage content={content} />;
}
