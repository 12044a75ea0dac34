import styled from 'styled-components';
import type { Application } from '../../../api/portalApi';
import { usePortalContent } from '../../../content/PortalContent';
import { clientStatus, deniedStatus } from '../../../portal/applicationStatuses';
import { theme } from 'ui';

const Box = styled.div<{ $denied: boolean }>`
  padding: ${theme.space.lg};
  border-left: 4px solid ${({ $denied }) => ($denied ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};

  p + p {
    margin-top: ${theme.space.sm};
  }
`;

/** The message box under the progress bar: what the current status means (spec §4). */
export function StatusMessage({ application }: { application: Application }) {
  const applicantText = usePortalContent().portal.applicant;
  const status = application.Status ?? '';
  const denied = status === deniedStatus;
  return (
    <Box $denied={denied}>
      {denied ? (
        <>
          <p>
            <strong>{applicantText.deniedReasons}</strong> {application.Denial_Reason || applicantText.deniedUnspecified}
          </p>
          <p>{applicantText.deniedPossible}</p>
        </>
      ) : status === clientStatus ? (
        <p>
          {applicantText.delivered} {application.Nominating_Organization || applicantText.deliveredNoOrganisation}.
        </p>
      ) : (
        <p>{applicantText.messages[status] ?? applicantText.unknownStatus}</p>
      )}
    </Box>
  );
}
