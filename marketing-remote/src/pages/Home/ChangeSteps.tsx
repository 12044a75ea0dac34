import { Section } from 'ui';
import { StepList } from '../../components/StepList/StepList';
import type { HomeContent } from './HomePage';

/** 'Be Part of the Change': the journey of a donated computer. */
export function ChangeSteps({ changeSteps }: Pick<HomeContent, 'changeSteps'>) {
  return (
    <Section title={changeSteps.title} intro={changeSteps.intro} tone="muted">
      <StepList steps={changeSteps.steps} />
    </Section>
  );
}
