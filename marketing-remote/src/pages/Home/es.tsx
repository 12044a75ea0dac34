import { homeHero, connectivityBanner, donorLogoStrip, changeSteps, recipientTestimonial, getInvolved } from '../../content/home.es';
import { HomePage } from './HomePage';

/**
 * The Spanish page. None of its components speaks through the shared texts, so it does without
 * SpanishPage's provider (and its texts' bytes); were one added, the build's English-left check would say so.
 */
export default function HomeEs() {
  return <HomePage content={{ homeHero, connectivityBanner, donorLogoStrip, changeSteps, recipientTestimonial, getInvolved }} />;
}
