import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HotspotPromo } from '../../components/HotspotPromo/HotspotPromo';
import { PortalFrame } from '../../components/PortalFrame/PortalFrame';
import { ContentSkeleton, MenuSkeleton } from '../../components/PortalSkeleton/PortalSkeleton';
import { ProblemNotice } from '../../components/ProblemNotice/ProblemNotice';
import { SideMenu } from '../../components/SideMenu/SideMenu';
import { portalText } from '../../content/portal';
import { loadPortal } from '../../portal/loadPortal';
import { openSession } from '../../portal/openSession';
import { loadKeyOf, startLoadEarly, useLoadOnce } from '../../portal/useLoadOnce';
import { ApplicantTracker } from './ApplicantTracker';
import { DonorDonations } from './DonorDonations';

/** The session from the email link's code (or the tab's), then what the portal shows first. */
async function loadPortalPage(recordId: string | null, loginCode: string | null) {
  const session = await openSession(recordId, loginCode);
  return { ...session, portal: await loadPortal(session.token) };
}

startLoadEarly('/portal', (query) => {
  const recordId = query.get('recordId');
  return { key: loadKeyOf(recordId, 0), start: () => loadPortalPage(recordId, query.get('jwt')) };
});

/**
 * The portal (`/portal?recordId=…&jwt=…`): opens the session from the email link, then shows the
 * applicant's tracker or the donor's donations, as the champion's type decides. The server sends
 * its frame (headings, placeholders, never a visitor's data); the data is asked for by the page as
 * it arrives (the route's early request, taken by the API client), or else as soon as this code runs.
 */
export default function Portal() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const recordId = searchParams.get('recordId');
  const loginCode = searchParams.get('jwt');
  const [attempt, setAttempt] = useState(0);

  const state = useLoadOnce(loadKeyOf(recordId, attempt), () => loadPortalPage(recordId, loginCode));

  // The login code leaves the address bar (and the history entry) at once: it must not be
  // bookmarked, shared or shown. Under BrowserRouter this is history.replaceState.
  useEffect(() => {
    if (loginCode) navigate({ search: recordId ? `?${new URLSearchParams({ recordId }).toString()}` : '' }, { replace: true });
  }, [loginCode, recordId, navigate]);

  const ready = state.phase === 'ready' ? state.data : undefined;
  const firstName = ready?.portal.champion.First_Name;
  return (
    <PortalFrame
      title={firstName ? `${portalText.welcome} ${firstName}` : portalText.welcome}
      intro={portalText.intro}
      menu={ready ? <SideMenu recordId={ready.recordId} view={ready.portal.view} current="records" /> : state.phase === 'loading' && <MenuSkeleton />}
      promo={<HotspotPromo />}
    >
      {state.phase === 'loading' && <ContentSkeleton label={portalText.loading} />}
      {state.phase === 'failed' && <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />}
      {ready?.portal.view === 'applicant' && <ApplicantTracker application={ready.portal.application} assigned={ready.portal.assigned} />}
      {ready?.portal.view === 'donor' && (
        <DonorDonations token={ready.token} recordId={ready.recordId} donations={ready.portal.donations} latestDonationComputers={ready.portal.latestDonationComputers} />
      )}
    </PortalFrame>
  );
}
