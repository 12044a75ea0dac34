import { Button, ButtonLink } from 'ui';
import styled from 'styled-components';
import { portalText } from '../../content/portal';
import type { PortalProblem } from '../../portal/portalProblems';

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Message = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.lg};
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
