import { pepperHero, eventFacts, schedule, rules, peppers, prizes, pepperDonation } from '../../content/pepper';
import { PepperPage } from './PepperPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Pepper() {
  return <PepperPage content={{ pepperHero, eventFacts, schedule, rules, peppers, prizes, pepperDonation }} />;
}
