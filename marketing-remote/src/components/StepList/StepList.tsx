import type { ReactNode } from 'react';
import styled from 'styled-components';

export type Step = { title?: string; description: ReactNode };

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li`
  position: relative;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.lg} 4.25rem`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  counter-increment: step;

  /* The number is the list's own order, drawn as a badge (screen readers read the <ol> order). */
  &::before {
    content: counter(step);
    position: absolute;
    top: ${({ theme }) => theme.space.lg};
    left: ${({ theme }) => theme.space.lg};
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
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

/** Numbered steps as cards, in the order a person goes through them. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <List>
      {steps.map((step, index) => (
        <Item key={step.title ?? index}>
          {step.title && <StepTitle>{step.title}</StepTitle>}
          <div>{step.description}</div>
        </Item>
      ))}
    </List>
  );
}
