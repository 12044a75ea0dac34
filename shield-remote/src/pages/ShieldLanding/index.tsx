import { Hero, scrollToId } from 'ui';
import { ShieldFaq } from '../../components/ShieldFaq';
import { shieldFeatures, shieldHero } from '../../content/shield';
import { FeatureSection } from './FeatureSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlanSection } from './PlanSection';
import { PressLogos } from './PressLogos';

/** The Shield internet store's landing page (`/shield`, `/connect`, `/shieldinternet`). */
export default function ShieldLanding() {
  return (
    <>
      <Hero
        titlePart1={shieldHero.titlePart1}
        titlePart2={shieldHero.titlePart2}
        description={shieldHero.description}
        actions={[{ text: shieldHero.connectLabel, onClick: () => scrollToId(shieldFeatures.id) }]}
      >
        <PressLogos />
      </Hero>
      <FeatureSection />
      <HowItWorksSection />
      <PlanSection />
      <ShieldFaq />
    </>
  );
}
