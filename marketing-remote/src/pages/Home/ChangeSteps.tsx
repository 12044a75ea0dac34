import { Section } from 'ui';
import { StepList } from '../../components/StepList/StepList';
import { changeSteps } from '../../content/home';

/** 'Be Part of the Change': the journey of a donated computer. */
export function ChangeSteps() {
  return (
    <Section title={changeSteps.title} intro={changeSteps.intro} tone="muted">
      <StepList steps={changeSteps.steps} />
    </Section>
  );
}
