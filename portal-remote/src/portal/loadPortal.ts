import type { Application, Champion, InventoryItem, RecordSummary } from '../api/portalApi';
import { fetchApplication, fetchChampion, fetchInventory, fetchRecordSummaries } from '../api/portalApi';
import { clientStatus, portalMessages } from '../content/portal';
import type { ChampionView } from '../session/portalSession';
import { readSavedChampion, saveChampion } from '../session/portalSession';
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

/** The champion's records in a module, latest first. */
async function recordSummaries(token: string, email: string, module: ChampionView['module']): Promise<RecordSummary[]> {
  try {
    return latestFirst(await fetchRecordSummaries(token, email, module));
  } catch (error) {
    throw problemOfFetch(error);
  }
}

/**
 * Everything the portal screen shows first, for a session already opened. When this tab saved the
 * champion before (a reload, a way back from the profile), their records are asked for beside
 * the champion's fresh record instead of after it; asked again only if the fresh one has another
 * email or type.
 */
export async function loadPortal(token: string, recordId: string): Promise<PortalData> {
  const saved = readSavedChampion(recordId)?.champion;
  const savedView = saved && championViewOf(saved.Champion_Type);
  const early = saved && savedView ? recordSummaries(token, saved.Email, savedView.module) : undefined;
  // Its outcome counts only if the fresh record agrees (below).
  early?.catch(() => undefined);
  const { champion, view } = await loadChampion(token, recordId);
  const summaries =
    early && saved?.Email === champion.Email && savedView?.module === view.module ? await early : await recordSummaries(token, champion.Email, view.module);
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
