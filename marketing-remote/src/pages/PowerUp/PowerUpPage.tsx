import { Hero, Section, scrollToId } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { forms } from '../../config/embeds';
import type * as PowerUpContentModule from '../../content/powerUp';
import { useQueryValues } from '../../utils/queryValues';

/** The page's words: content/powerUp.ts in English, content/powerUp.es.ts in Spanish. */
export type PowerUpContent = typeof PowerUpContentModule;

/**
 * Power up your impact (`/powerup`): a donor's link carries their gift and details; the external
 * form opens prefilled with them, each value encoded.
 */
export function PowerUpPage({ content }: { content: PowerUpContent }) {
  const { powerUpFormSection, powerUpHero, powerUpParameters } = content;
  const values = useQueryValues(powerUpParameters);

  return (
    <>
      <Hero
        titlePart1={powerUpHero.titlePart1}
        titlePart2={powerUpHero.titlePart2}
        description={powerUpHero.description}
        actions={[{ text: powerUpFormSection.title, onClick: () => scrollToId(powerUpFormSection.id) }]}
      />
      <Section id={powerUpFormSection.id} title={powerUpFormSection.title} intro={powerUpFormSection.intro}>
        <ProviderFrame embed={forms.powerUp} params={values} />
      </Section>
    </>
  );
}
