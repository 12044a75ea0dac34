import { firstViewMarker } from 'composition-contract/early-requests';
import { FirstViewVariant, firstViewSlots } from '../../../components/FirstView/FirstView';
import type { PortalTexts } from '../../../content/portal';
import { usePortalContent } from '../../../content/PortalContent';
import { ApplicantStatusFirstView, ApplicantTracker } from '.';

/** Any status the tracker does not know: its variant is the last, for what no other variant takes. */
const unknownStatus = 'unknown';

/**
 * An application at `Status` whose texts are the answer's, with what the tracker shows when one
 * is missing (StatusMessage's fallbacks).
 */
const applicationWithMarkers = (Status: string, applicantText: PortalTexts['applicant']) => ({
  id: '',
  Status,
  Denial_Reason: firstViewMarker('/application/Denial_Reason', applicantText.deniedUnspecified),
  Nominating_Organization: firstViewMarker('/application/Nominating_Organization', applicantText.deliveredNoOrganisation),
});

const applicant = { '/view': 'applicant' } as const;
const slot = firstViewSlots.content;

/**
 * The applicant's first view, one variant per status (the progress bar and the message are the
 * status's); the details follow with the page's code.
 */
export function ApplicantFirstViews() {
  const { applicant: applicantText, applicationSteps } = usePortalContent().portal;
  return (
    <>
      <FirstViewVariant slot={slot} when={{ ...applicant, '/application': null }}>
        <ApplicantTracker application={undefined} assigned={[]} />
      </FirstViewVariant>
      {applicationSteps.map(({ status }) => (
        // The tracker reads a missing status as the empty one.
        <FirstViewVariant key={status} slot={slot} when={{ ...applicant, '/application/Status': status === '' ? ['', null] : status }}>
          <ApplicantStatusFirstView application={applicationWithMarkers(status, applicantText)} />
        </FirstViewVariant>
      ))}
      <FirstViewVariant slot={slot} when={applicant}>
        <ApplicantStatusFirstView application={applicationWithMarkers(unknownStatus, applicantText)} />
      </FirstViewVariant>
    </>
  );
}
