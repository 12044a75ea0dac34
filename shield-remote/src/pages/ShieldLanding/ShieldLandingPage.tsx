import { Hero, scrollToId } from 'ui';
import { ShieldFaq } from '../../components/ShieldFaq';
import type { ShieldLandingContent } from '../../content/shield';
import { FeatureSection } from './FeatureSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlanSection } from './PlanSection';
import { PressLogos } from './PressLogos';

/**
 * The Shield internet store's landing page (`/shield`, `/connect`, `/shieldinternet`, and each under
 * `/es`), in the language of the content its entry gives (index.tsx English, es.tsx Spanish).
 */
export function ShieldLandingPage({ content }: { content: ShieldLandingContent }) {
  const { hero, features } = content;
  return (
    <>
      <Hero
        titlePart1={hero.titlePart1}
        titlePart2={hero.titlePart2}
        description={hero.description}
        actions={[{ text: hero.connectLabel, onClick: () => scrollToId(features.id) }]}
      >
        <PressLogos press={content.press} />
      </Hero>
      <FeatureSection features={features} plansId={content.plans.id} />
      <HowItWorksSection howItWorks={content.howItWorks} />
      <PlanSection content={content} />
      <ShieldFaq faq={content.faq} />
    </>
  );
}
