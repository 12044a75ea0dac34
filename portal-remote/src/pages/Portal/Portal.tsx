import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { firstViewMarker } from 'composition-contract/early-requests';
import { FirstViewSlot, firstViewSlots, FirstViewVariant } from '../../components/FirstView/FirstView';
import { HotspotPromo } from '../../components/HotspotPromo/HotspotPromo';
import { PortalFrame } from '../../components/PortalFrame/PortalFrame';
import { ContentSkeleton, MenuSkeleton } from '../../components/PortalSkeleton/PortalSkeleton';
import { ProblemNotice } from '../../components/ProblemNotice/ProblemNotice';
import { SideMenu } from '../../components/SideMenu/SideMenu';
import { usePortalContent } from '../../content/PortalContent';
import { loadPortal } from '../../portal/loadPortal';
import { openSession } from '../../portal/openSession';
import { readSelectedDonation } from '../../session/portalSession';
import { loadKeyOf, startLoadEarly, useLoadOnce } from '../../portal/useLoadOnce';
import { ApplicantTracker } from './ApplicantTracker';
import { ApplicantFirstViews } from './ApplicantTracker/firstViews';
import { DonorDonations } from './DonorDonations';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';

/**
 * The session from the email link's code (or the tab's), then what the portal shows first, with
 * the donation a donor chose last time in this tab.
 */
async function loadPortalPage(recordId: string | null, loginCode: string | null) {
  const session = await openSession(recordId, loginCode);
  return { ...session, portal: await loadPortal(session.token), savedDonationId: readSelectedDonation() };
}

startLoadEarly('/portal', (query) => {
  const recordId = query.get('recordId');
  return { key: loadKeyOf(recordId, 0), start: () => loadPortalPage(recordId, query.get(LOGIN_CODE_PARAMS.portal)) };
});

/**
 * What the portal shows first, painted from the early request's answer before this code arrives
 * (composition-contract/early-requests.js): the name in the greeting, the side menu (its links
 * work, sign-out waits for the code), and the applicant's tracker. A donor's table waits for the code.
 */
const firstViews = (
  <>
    <FirstViewVariant slot={firstViewSlots.greeting} when={{ '/champion/First_Name': { truthy: true } }}>
      {` ${firstViewMarker('/champion/First_Name')}`}
    </FirstViewVariant>
    {(['applicant', 'donor'] as const).map((view) => (
      <FirstViewVariant key={view} slot={firstViewSlots.menu} when={{ '/view': view }}>
        <SideMenu recordId={firstViewMarker('/champion/id')} view={view} current="records" />
      </FirstViewVariant>
    ))}
    <ApplicantFirstViews />
  </>
);

/**
 * The portal (`/portal?recordId=…&jwt=…`): opens the session from the email link, then shows the
 * applicant's tracker or the donor's donations, as the champion's type decides. The server sends
 * its frame (headings, placeholders, never a visitor's data); the data is asked for by the page as
 * it arrives (the route's early request, taken by the API client, which may also paint its first
 * view), or else as soon as this code runs.
 */
export function Portal() {
  const portalText = usePortalContent().portal.text;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const recordId = searchParams.get('recordId');
  const loginCode = searchParams.get(LOGIN_CODE_PARAMS.portal);
  const [attempt, setAttempt] = useState(0);

  const state = useLoadOnce(loadKeyOf(recordId, attempt), () => loadPortalPage(recordId, loginCode));

  // The login code leaves the address bar (and the history entry) at once: it must not be
  // bookmarked, shared or shown. Under BrowserRouter this is history.replaceState.
  useEffect(() => {
    if (loginCode) navigate({ search: recordId ? `?${new URLSearchParams({ recordId }).toString()}` : '' }, { replace: true });
  }, [loginCode, recordId, navigate]);

  const ready = state.phase === 'ready' ? state.data : undefined;
  const firstName = ready?.portal.champion.First_Name;
  const greeting = state.phase === 'loading' ? (
    <>
      {portalText.welcome}
      <FirstViewSlot name={firstViewSlots.greeting} />
    </>
  ) : (
    portalText.welcome
  );
  return (
    <PortalFrame
      title={firstName ? `${portalText.welcome} ${firstName}` : greeting}
      intro={portalText.intro}
      menu={ready ? <SideMenu recordId={ready.recordId} view={ready.portal.view} current="records" /> : state.phase === 'loading' && <MenuSkeleton withFirstView />}
      promo={<HotspotPromo />}
    >
      {state.phase === 'loading' && <ContentSkeleton label={portalText.loading} firstViews={firstViews} />}
      {state.phase === 'failed' && <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />}
      {ready?.portal.view === 'applicant' && <ApplicantTracker application={ready.portal.application} assigned={ready.portal.assigned} />}
      {ready?.portal.view === 'donor' && (
        <DonorDonations
          token={ready.token}
          recordId={ready.recordId}
          donations={ready.portal.donations}
          latestDonationComputers={ready.portal.latestDonationComputers}
          savedDonationId={ready.savedDonationId}
        />
      )}
    </PortalFrame>
  );
}
