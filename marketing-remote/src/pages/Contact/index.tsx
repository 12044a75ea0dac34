import { contactHero, contactHours, helpCenterPointer, inquiryFormSection } from '../../content/contact';
import { ContactPage } from './ContactPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Contact() {
  return <ContactPage content={{ contactHero, contactHours, helpCenterPointer, inquiryFormSection }} />;
}
