import styled from 'styled-components';
import type { Application, InventoryItem } from '../../../api/portalApi';
import { Field, Fields, InfoCard } from '../../../components/InfoCard/InfoCard';
import { PlaceholderBlocks } from '../../../components/PortalSkeleton/PortalSkeleton';
import { usePortalContent } from '../../../content/PortalContent';
import { clientStatus } from '../../../portal/applicationStatuses';
import { progressContainer, ProgressSteps } from './ProgressSteps';
import { StatusMessage } from './StatusMessage';
import { theme } from 'ui';

/* The progress bar lays its steps out by the width it is given (ProgressSteps), not the screen's. */
const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  container: ${progressContainer} / inline-size;
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const quantityFields = ['Laptop_Quantity', 'Desktop_Quantity', 'Tablet_Quantity'] as const;

const AssignedList = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;

  li + li {
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.colors.border};
  }
`;

const orDash = (value: string | null | undefined) => value || '—';

/** The applicant's view of the portal: progress, what it means, and the application's details. */
export function ApplicantTracker({ application, assigned }: { application?: Application; assigned: InventoryItem[] }) {
  const { applicant: applicantText, messages, date } = usePortalContent().portal;
  if (application === undefined) {
    return (
      <Stack>
        <Title>{applicantText.title}</Title>
        <p>{messages.noApplication}</p>
      </Stack>
    );
  }
  const { information: labels } = applicantText;
  const recommender = [application.Recommenders_Name, application.Recommenders_Last_Name].filter(Boolean).join(' ');
  const quantities = quantityFields.filter((field) => (application[field] ?? 0) > 0);

  return (
    <Stack>
      <ApplicantStatus application={application} />

      <InfoCard title={applicantText.informationTitle}>
        <Fields>
          <Field label={labels.Full_Name} value={orDash(application.Full_Name)} />
          <Field label={labels.Email} value={orDash(application.Email)} />
          <Field label={labels.Phone} value={orDash(application.Phone)} />
          <Field label={labels.Nominating_Organization} value={orDash(application.Nominating_Organization)} />
          <Field label={labels.recommender} value={orDash(recommender)} />
          <Field label={labels.Recommenders_Email} value={orDash(application.Recommenders_Email)} />
          <Field label={labels.Entry_Date} value={application.Entry_Date ? date(application.Entry_Date) : orDash(application.Entry_Date)} />
        </Fields>
      </InfoCard>

      <InfoCard title={applicantText.requestTitle}>
        {quantities.length > 0 ? (
          <Fields>
            {quantities.map((field) => (
              <Field key={field} label={applicantText.quantities[field]} value={application[field]} />
            ))}
          </Fields>
        ) : (
          <p>{applicantText.noQuantities}</p>
        )}
      </InfoCard>

      {application.Status === clientStatus && assigned.length > 0 && (
        <InfoCard title={applicantText.assignedTitle}>
          <AssignedList>
            {assigned.map((item) => (
              <li key={item.ID}>
                <Fields>
                  <Field label={applicantText.assigned.Model} value={orDash(item.Model)} />
                  <Field label={applicantText.assigned.Computer_Type} value={orDash(item.Computer_Type)} />
                  <Field label={applicantText.assigned.Barcode_Save} value={orDash(item.Barcode_Save)} />
                  <Field label={applicantText.assigned.Date_Donated} value={item.Date_Donated ? date(item.Date_Donated) : orDash(item.Date_Donated)} />
                </Fields>
              </li>
            ))}
          </AssignedList>
        </InfoCard>
      )}
    </Stack>
  );
}

/** The tracker's head: where the application stands and what that means. */
function ApplicantStatus({ application }: { application: Application }) {
  const applicantText = usePortalContent().portal.applicant;
  return (
    <>
      <Title>{applicantText.title}</Title>
      <ProgressSteps status={application.Status} />
      <StatusMessage application={application} />
    </>
  );
}

/**
 * The tracker's first view (its variant for one status, firstViews.tsx): its head, as the tracker
 * shows it, and placeholders where the details will be.
 */
export function ApplicantStatusFirstView({ application }: { application: Application }) {
  return (
    <Stack>
      <ApplicantStatus application={application} />
      <PlaceholderBlocks count={2} />
    </Stack>
  );
}
