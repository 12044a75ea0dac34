import { Hero, scrollToId } from 'ui';
import { ShieldFaq } from '../../components/ShieldFaq';
import type { CatalogueText } from '../../content/catalogue';
import type { ShieldFaqContent } from '../../content/faq';
import type { ShieldLandingContent } from '../../content/shield';
import { FeatureSection } from './FeatureSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlanSection } from './PlanSection';
import { PressLogos } from './PressLogos';

/** The landing's texts in one language, given by its entry (index.tsx English, es.tsx Spanish). */
export type LandingPageContent = { landing: ShieldLandingContent; faq: ShieldFaqContent; catalogue: CatalogueText };

/** The Shield internet store's landing page (`/shield`, `/connect`, `/shieldinternet`, and each under `/es`). */
export function ShieldLandingPage({ content }: { content: LandingPageContent }) {
  const { hero, press, features, howItWorks } = content.landing;
  return (
    <>
      <Hero
        titlePart1={hero.titlePart1}
        titlePart2={hero.titlePart2}
        description={hero.description}
        actions={[{ text: hero.connectLabel, onClick: () => scrollToId(features.id) }]}
      >
        <PressLogos press={press} />
      </Hero>
      <FeatureSection features={features} plansId={content.landing.plans.id} />
      <HowItWorksSection howItWorks={howItWorks} />
      <PlanSection landing={content.landing} catalogue={content.catalogue} />
      <ShieldFaq faq={content.faq} />
    </>
  );
}
