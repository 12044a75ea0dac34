import styled from 'styled-components';
import { CardGrid, Section } from 'ui';
import { changeSteps } from '../../content/home';

const StepList = styled(CardGrid)`
  counter-reset: step;
`;

const Step = styled.li`
  counter-increment: step;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  /* The number is decoration: the list itself tells assistive technology the order. */
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-bottom: ${({ theme }) => theme.space.md};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StepTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** 'Be Part of the Change': the journey of a donated computer. */
export function ChangeSteps() {
  return (
    <Section title={changeSteps.title} intro={changeSteps.intro} tone="muted">
      <StepList as="ol" $minColumnWidth="13rem">
        {changeSteps.steps.map((step) => (
          <Step key={step.title}>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.description}</StepText>
          </Step>
        ))}
      </StepList>
    </Section>
  );
}
