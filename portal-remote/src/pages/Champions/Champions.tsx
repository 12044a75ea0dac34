import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, theme, useLocalPath } from 'ui';
import type { Champion } from '../../api/portalApi';
import { HotspotPromo } from '../../components/HotspotPromo/HotspotPromo';
import { Field, Fields, InfoCard } from '../../components/InfoCard/InfoCard';
import { PortalFrame } from '../../components/PortalFrame/PortalFrame';
import { ContentSkeleton, MenuSkeleton } from '../../components/PortalSkeleton/PortalSkeleton';
import { ProblemNotice } from '../../components/ProblemNotice/ProblemNotice';
import { SideMenu } from '../../components/SideMenu/SideMenu';
import { usePortalContent } from '../../content/PortalContent';
import { loadChampion } from '../../portal/loadPortal';
import { openSession } from '../../portal/openSession';
import { loadKeyOf, startLoadEarly, useLoadOnce } from '../../portal/useLoadOnce';
import { readSavedChampion } from '../../session/portalSession';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`;

const Note = styled.p`
  margin-top: ${theme.space.lg};
  color: ${theme.colors.muted};

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Suggestions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }

  h3 {
    font-size: ${theme.fontSizes.md};
  }

  p {
    flex: 1;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

type Profile = { recordId: string; champion: Champion; view: 'applicant' | 'donor' };

/** The champion's session and record: the one the portal saved, else fetched. */
async function loadProfile(recordId: string | null): Promise<Profile> {
  const session = await openSession(recordId, null);
  const saved = readSavedChampion(session.recordId);
  if (saved) return { recordId: session.recordId, champion: saved.champion, view: saved.type === 'Computer Donations' ? 'donor' : 'applicant' };
  const { champion, view } = await loadChampion(session.token, session.recordId);
  return { recordId: session.recordId, champion, view: view.module === 'Computer_Donors' ? 'donor' : 'applicant' };
}

startLoadEarly('/champions', (query) => {
  const recordId = query.get('recordId');
  return { key: loadKeyOf(recordId, 0), start: () => loadProfile(recordId) };
});

/**
 * The champion profile (`/champions?recordId=…`): the details on record, read-only. The server
 * sends its frame; the record is read as soon as this code runs.
 */
export function Champions() {
  const { text: portalText, profile: profileText } = usePortalContent().portal;
  const [searchParams] = useSearchParams();
  const recordId = searchParams.get('recordId');
  const [attempt, setAttempt] = useState(0);
  const state = useLoadOnce(loadKeyOf(recordId, attempt), () => loadProfile(recordId));
  const profile = state.phase === 'ready' ? state.data : undefined;
  const firstName = profile?.champion.First_Name;

  return (
    <PortalFrame
      title={firstName ? `${profileText.welcome}, ${firstName}` : profileText.welcome}
      intro={profileText.intro}
      menu={profile ? <SideMenu recordId={profile.recordId} view={profile.view} current="champion" /> : state.phase === 'loading' && <MenuSkeleton />}
      promo={<HotspotPromo />}
    >
      {state.phase === 'loading' && <ContentSkeleton label={portalText.loading} />}
      {state.phase === 'failed' && <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />}
      {profile && <ProfileDetails champion={profile.champion} />}
    </PortalFrame>
  );
}

function ProfileDetails({ champion }: { champion: Champion }) {
  const profileText = usePortalContent().portal.profile;
  const localPath = useLocalPath();
  const { fields } = profileText;
  const value = (text: string | null | undefined) => text || profileText.notOnRecord;
  return (
    <Stack>
      <InfoCard title={profileText.detailsTitle}>
        <Fields>
          <Field label={fields.First_Name} value={value(champion.First_Name)} />
          <Field label={fields.Last_Name} value={value(champion.Last_Name)} />
          <Field label={fields.title} value={value(champion.Champion_Type.join(', '))} />
          <Field label={fields.Email} value={value(champion.Email)} />
          <Field label={fields.Phone_1} value={value(champion.Phone_1)} />
          <Field label={fields.Address} value={value(champion.Address)} />
          <Field label={fields.aptSuiteUnit} value={value(champion.aptSuiteUnit)} />
          <Field label={fields.City} value={value(champion.City)} />
          <Field label={fields.State} value={value(champion.State)} />
          <Field label={fields.Country} value={value(champion.Country)} />
        </Fields>
        <Note>
          {profileText.changeDetails} <Link to={localPath(profileText.contactLink.to)}>{profileText.contactLink.text}</Link>.
        </Note>
      </InfoCard>
      <InfoCard title={profileText.interestedTitle}>
        <Suggestions>
          {profileText.suggestions.map((suggestion) => (
            <li key={suggestion.title}>
              <h3>{suggestion.title}</h3>
              <p>{suggestion.text}</p>
              <div>
                <ButtonLink to={localPath(suggestion.link.to)} variant="secondary">
                  {suggestion.link.text}
                </ButtonLink>
              </div>
            </li>
          ))}
        </Suggestions>
      </InfoCard>
    </Stack>
  );
}
