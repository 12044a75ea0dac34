import { Button, ButtonLink, theme } from 'ui';
import styled from 'styled-components';
import { portalText } from '../../content/portal';
import type { PortalProblem } from '../../portal/portalProblems';

const Notice = styled.div`
  padding: ${theme.space.xl};
  border-left: 4px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Message = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  margin-bottom: ${theme.space.lg};
`;

/** A problem that stops a portal screen, with the way on: sign in again or try again. */
export function ProblemNotice({ problem, onRetry }: { problem: PortalProblem; onRetry: () => void }) {
  return (
    <Notice>
      <Message role="alert">{problem.message}</Message>
      {problem.remedy === 'retry' ? (
        <Button onClick={onRetry}>{portalText.tryAgain}</Button>
      ) : (
        <ButtonLink to="/auth">{portalText.signInAgain}</ButtonLink>
      )}
    </Notice>
  );
}
