import type { Champion, PortalView } from '../api/portalApi';
import { fetchChampion, fetchPortalView } from '../api/portalApi';
import { saveChampion } from '../session/portalSession';
import { championViewOf } from './championView';
import { PortalProblem, problemOfFetch, problemOfRecordFetch } from './portalProblems';

/**
 * What the portal screen shows first: an applicant's latest application (undefined when there is
 * none) with the computers delivered on it, or a donor's donations, latest first, with the
 * computers of the latest.
 */
export type PortalData = Exclude<PortalView, { view: 'none' }>;

/** The champion, saved for the profile screen, and the view their type gives. */
export async function loadChampion(token: string, recordId: string) {
  let champion: Champion;
  try {
    champion = await fetchChampion(token, recordId);
  } catch (error) {
    throw problemOfFetch(error);
  }
  const view = championViewOf(champion.Champion_Type);
  if (view === undefined) throw new PortalProblem('invalidChampionType', 'sign-in');
  saveChampion(champion, view);
  return { champion, view };
}

/**
 * Everything the portal screen shows first, for a session already opened, in one request: the
 * API reads the champion and their records itself, so no round trip waits on another.
 */
export async function loadPortal(token: string): Promise<PortalData> {
  let portal: PortalView;
  try {
    portal = await fetchPortalView(token);
  } catch (error) {
    throw problemOfRecordFetch(error);
  }
  const view = championViewOf(portal.champion.Champion_Type);
  if (portal.view === 'none' || view === undefined) throw new PortalProblem('invalidChampionType', 'sign-in');
  saveChampion(portal.champion, view);
  return portal;
}
