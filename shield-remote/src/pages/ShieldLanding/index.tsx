import { Hero, scrollToId } from 'ui';
import { shieldFeatures, shieldHero } from '../../content/shield';
import { FeatureSection } from './FeatureSection';
import { PlanSection } from './PlanSection';

/** The Shield internet store's landing page (`/shield`, `/connect`, `/shieldinternet`). */
export default function ShieldLanding() {
  return (
    <>
      <Hero
        titlePart1={shieldHero.titlePart1}
        titlePart2={shieldHero.titlePart2}
        description={shieldHero.description}
        actions={[{ text: shieldHero.connectLabel, onClick: () => scrollToId(shieldFeatures.id) }]}
      />
      <FeatureSection />
      <PlanSection />
    </>
  );
}
