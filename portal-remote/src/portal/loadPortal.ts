import type { Application, Champion, InventoryItem, RecordSummary } from '../api/portalApi';
import { fetchApplication, fetchChampion, fetchInventory, fetchRecordSummaries } from '../api/portalApi';
import { clientStatus, portalMessages } from '../content/portal';
import { saveChampion } from '../session/portalSession';
import { championViewOf, latestFirst, moduleOfStatus } from './championView';
import { PortalProblem, problemOfFetch, problemOfRecordFetch } from './portalProblems';

export type ApplicantPortal = {
  view: 'applicant';
  champion: Champion;
  /** The latest application; undefined when there is none. */
  application?: Application;
  /** Computers delivered on it: only fetched for status Client. */
  assigned: InventoryItem[];
};
export type DonorPortal = { view: 'donor'; champion: Champion; /** latest first */ donations: RecordSummary[] };
export type PortalData = ApplicantPortal | DonorPortal;

/** The champion, saved for the profile screen, and the view their type gives. */
export async function loadChampion(token: string, recordId: string) {
  let champion: Champion;
  try {
    champion = await fetchChampion(token, recordId);
  } catch (error) {
    throw problemOfFetch(error);
  }
  const view = championViewOf(champion.Champion_Type);
  if (view === undefined) throw new PortalProblem(portalMessages.invalidChampionType, 'sign-in');
  saveChampion(champion, view);
  return { champion, view };
}

/** Everything the portal screen shows first, for a session already opened. */
export async function loadPortal(token: string, recordId: string): Promise<PortalData> {
  const { champion, view } = await loadChampion(token, recordId);
  let summaries: RecordSummary[];
  try {
    summaries = latestFirst(await fetchRecordSummaries(token, champion.Email, view.module));
  } catch (error) {
    throw problemOfFetch(error);
  }
  if (view.module === 'Computer_Donors') return { view: 'donor', champion, donations: summaries };

  const [latest] = summaries;
  if (latest === undefined || moduleOfStatus(latest.Status) !== 'Contacts') return { view: 'applicant', champion, assigned: [] };
  let application: Application;
  try {
    application = await fetchApplication(token, latest.id);
  } catch (error) {
    throw problemOfRecordFetch(error);
  }
  if (application.Status !== clientStatus) return { view: 'applicant', champion, application, assigned: [] };
  try {
    return { view: 'applicant', champion, application, assigned: await fetchInventory(token, 'Recipient', application.id) };
  } catch (error) {
    throw problemOfFetch(error);
  }
}
