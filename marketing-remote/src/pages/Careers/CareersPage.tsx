import { CallsToAction, Hero, Section } from 'ui';
import { InfoCards } from '../../components/InfoCards';
import type * as CareersContentModule from '../../content/careers';

/** The page's words: content/careers.ts in English, content/careers.es.ts in Spanish. */
export type CareersContent = typeof CareersContentModule;

/** Careers (`/careers`): why work here, and the external careers site with the open positions. */
export function CareersPage({ content }: { content: CareersContent }) {
  const { careersHero, hiring, otherWays, whyWorkWithUs } = content;
  return (
    <>
      <Hero titlePart1={careersHero.titlePart1} titlePart2={careersHero.titlePart2} description={careersHero.description} actions={careersHero.actions} />
      <Section title={whyWorkWithUs.title}>
        <InfoCards cards={whyWorkWithUs.reasons} minColumnWidth="14rem" />
      </Section>
      <Section title={hiring.title} intro={hiring.text} tone="muted">
        <CallsToAction actions={hiring.actions} />
      </Section>
      <Section title={otherWays.title} intro={otherWays.text}>
        <CallsToAction actions={otherWays.actions} />
      </Section>
    </>
  );
}
