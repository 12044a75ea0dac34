import { donateHero, donationFlow, dropOffPointer, donationFormSection, moreWaysToHelp } from '../../content/donate';
import { DonatePage } from './DonatePage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Donate() {
  return <DonatePage content={{ donateHero, donationFlow, dropOffPointer, donationFormSection, moreWaysToHelp }} />;
}
