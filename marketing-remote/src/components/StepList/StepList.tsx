import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'ui';

export type Step = { title?: string; description: ReactNode };

const List = styled.ol<{ $maxColumns: number }>`
  --gap: ${theme.space.lg};
  display: grid;
  /* As many columns as fit at 12rem or more, but never more than $maxColumns. */
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, max(12rem, calc((100% - ${({ $maxColumns }) => $maxColumns - 1} * var(--gap)) / ${({ $maxColumns }) => $maxColumns}))), 1fr)
  );
  gap: var(--gap);
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
  counter-increment: step;

  /* The number is the list's own order, drawn as a badge (screen readers read the <ol> order). */
  &::before {
    content: counter(step) / '';
    display: grid;
    margin-bottom: ${theme.space.md};
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const StepTitle = styled.h3`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
`;

/**
 * Numbered steps as cards, in the order a person goes through them. Up to five sit in one row;
 * more are split into two even rows.
 */
export function StepList({ steps }: { steps: Step[] }) {
  const maxColumns = steps.length <= 5 ? steps.length : Math.ceil(steps.length / 2);
  return (
    <List $maxColumns={maxColumns}>
      {steps.map((step, index) => (
        <Item key={step.title ?? index}>
          {step.title && <StepTitle>{step.title}</StepTitle>}
          <div>{step.description}</div>
        </Item>
      ))}
    </List>
  );
}
