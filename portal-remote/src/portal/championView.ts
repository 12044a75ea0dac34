import type { RecordSummary } from '../api/portalApi';
import type { ChampionView } from '../session/portalSession';

/** The portal view a champion type gives (spec §6); undefined for any other type. */
export function championViewOf(championTypes: readonly string[]): ChampionView | undefined {
  if (championTypes.includes('Computer Donor') || championTypes.includes('Loser')) {
    return { module: 'Computer_Donors', type: 'Computer Donations' };
  }
  if (championTypes.includes('Computer Applicant')) return { module: 'Contacts', type: 'Contacts' };
  return undefined;
}

/** Most recent `Entry_Date` first (ISO dates compare as text; a record without one goes last). */
export function latestFirst<T extends Pick<RecordSummary, 'Entry_Date'>>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (b.Entry_Date ?? '').localeCompare(a.Entry_Date ?? ''));
}

/** The latest record's module follows its status (spec §4). */
export function moduleOfStatus(status: string | null | undefined): ChampionView['module'] {
  return status === 'Donated' || status === 'Archived' ? 'Computer_Donors' : 'Contacts';
}
