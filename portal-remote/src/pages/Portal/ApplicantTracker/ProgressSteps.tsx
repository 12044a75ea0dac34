import styled, { css } from 'styled-components';
import { theme, VisuallyHidden } from 'ui';
import type { PortalTexts } from '../../../content/portal';
import { usePortalContent } from '../../../content/PortalContent';
import { deniedStatus } from '../../../portal/applicationStatuses';

type StepState = 'done' | 'current' | 'ahead' | 'skipped';

/**
 * Where each step stands for a status: every step up to the current one is filled, except the
 * "denied" step, which only fills for a denied application (it is a branch, not a stage passed).
 * An unknown status has no current step.
 */
export function stepStates(status: string | null | undefined, steps: PortalTexts['applicationSteps']): StepState[] {
  const currentIndex = steps.findIndex((step) => step.status === (status ?? ''));
  return steps.map((step, index) => {
    if (index === currentIndex) return 'current';
    if (index > currentIndex) return 'ahead';
    return step.status === deniedStatus ? 'skipped' : 'done';
  });
}

/** The container (the tracker) whose width lays the steps out, not the screen's. */
export const progressContainer = 'applicant-tracker';

/*
 * Side by side where each step's longest word ("Recommendation") fits its sixth of the width (a
 * wide screen beside the side menu); a column of steps below that, on phones and tablets alike.
 */
const stacked = `@container ${progressContainer} (max-width: 46rem)`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${theme.space.xs};
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${stacked} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Step = styled.li<{ $state: StepState; $denied: boolean }>`
  counter-increment: step;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};

  /* The bar segment of the step. */
  &::before {
    content: '';
    display: block;
    height: 10px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.border};
  }

  ${stacked} {
    flex-direction: row;
    align-items: center;

    &::before {
      flex: 0 0 10px;
      height: 2rem;
    }
  }

  ${({ $state, $denied }) =>
    ($state === 'done' || $state === 'current') &&
    css`
      color: ${theme.colors.text};
      &::before {
        background: ${$denied ? theme.colors.danger : theme.colors.primary};
      }
    `}

  ${({ $state, $denied }) =>
    $state === 'current' &&
    css`
      font-weight: ${theme.fontWeights.bold};
      color: ${$denied ? theme.colors.danger : theme.colors.primary};
      &::before {
        box-shadow: 0 0 0 3px ${$denied ? 'rgba(180, 35, 24, 0.25)' : 'rgba(15, 122, 61, 0.25)'};
      }
    `}
`;

/** The six-step bar of the applicant tracker (spec §4): an ordered list a screen reader can follow. */
export function ProgressSteps({ status }: { status: string | null | undefined }) {
  const { applicant: applicantText, applicationSteps } = usePortalContent().portal;
  const stateText: Record<StepState, string> = {
    done: applicantText.stepDone,
    current: applicantText.stepCurrent,
    ahead: applicantText.stepAhead,
    skipped: applicantText.stepSkipped,
  };
  const states = stepStates(status, applicationSteps);
  const denied = status === deniedStatus;
  return (
    <List aria-label={applicantText.progressLabel}>
      {applicationSteps.map((step, index) => {
        const state = states[index] ?? 'ahead';
        return (
          <Step key={step.label} $state={state} $denied={denied} aria-current={state === 'current' ? 'step' : undefined}>
            <span>
              {step.label}
              <VisuallyHidden>{`, ${stateText[state]}`}</VisuallyHidden>
            </span>
          </Step>
        );
      })}
    </List>
  );
}
