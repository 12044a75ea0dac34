import { Button, ButtonLink, theme, useLocale, useLocalPath } from 'ui';
import styled from 'styled-components';
import { usePortalContent } from '../../content/PortalContent';
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
  const { portal } = usePortalContent();
  const locale = useLocale();
  const localPath = useLocalPath();
  // The API writes its errors in English: a Spanish page says its own message instead.
  const message = problem.serverMessage !== undefined && locale === 'en' ? problem.serverMessage : portal.messages[problem.reason];
  return (
    <Notice>
      <Message role="alert">{message}</Message>
      {problem.remedy === 'retry' ? (
        <Button onClick={onRetry}>{portal.text.tryAgain}</Button>
      ) : (
        <ButtonLink to={localPath('/auth')}>{portal.text.signInAgain}</ButtonLink>
      )}
    </Notice>
  );
}
