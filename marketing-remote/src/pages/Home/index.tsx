import { Hero, LinkCards, StaticContent } from 'ui';
import { getInvolved, homeHero } from '../../content/home';
import { ChangeSteps } from './ChangeSteps';
import { ConnectivityBanner } from './ConnectivityBanner';
import { DonorLogoStrip } from './DonorLogoStrip';
import { RecipientTestimonial } from './RecipientTestimonial';

/** The site's front page (`/`). */
export default function Home() {
  return (
    <>
      {/* Only the logo strip has controls; the rest stays the server's HTML when the page hydrates. */}
      <StaticContent>
        <Hero
          titlePart1={homeHero.titlePart1}
          titlePart2={homeHero.titlePart2}
          description={homeHero.description}
          actions={homeHero.actions}
        />
        <ConnectivityBanner />
      </StaticContent>
      <DonorLogoStrip />
      <StaticContent>
        <ChangeSteps />
        <RecipientTestimonial />
        <LinkCards title={getInvolved.title} cards={getInvolved.cards} />
      </StaticContent>
    </>
  );
}
