import { homeHero, connectivityBanner, donorLogoStrip, changeSteps, recipientTestimonial, getInvolved } from '../../content/home';
import { HomePage } from './HomePage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Home() {
  return <HomePage content={{ homeHero, connectivityBanner, donorLogoStrip, changeSteps, recipientTestimonial, getInvolved }} />;
}
