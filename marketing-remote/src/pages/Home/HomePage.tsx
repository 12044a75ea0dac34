import { Hero, LinkCards } from 'ui';
import type * as HomeContentModule from '../../content/home';
import { ChangeSteps } from './ChangeSteps';
import { ConnectivityBanner } from './ConnectivityBanner';
import { DonorLogoStrip } from './DonorLogoStrip';
import { RecipientTestimonial } from './RecipientTestimonial';

/** The page's words: content/home.ts in English, content/home.es.ts in Spanish. */
export type HomeContent = typeof HomeContentModule;

/** The site's front page (`/`). */
export function HomePage({ content }: { content: HomeContent }) {
  const { changeSteps, connectivityBanner, donorLogoStrip, getInvolved, homeHero, recipientTestimonial } = content;
  return (
    <>
      <Hero
        titlePart1={homeHero.titlePart1}
        titlePart2={homeHero.titlePart2}
        description={homeHero.description}
        actions={homeHero.actions}
      />
      <ConnectivityBanner banner={connectivityBanner} />
      <DonorLogoStrip strip={donorLogoStrip} />
      <ChangeSteps changeSteps={changeSteps} />
      <RecipientTestimonial recipientTestimonial={recipientTestimonial} />
      <LinkCards title={getInvolved.title} cards={getInvolved.cards} />
    </>
  );
}
