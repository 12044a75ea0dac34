import type { ChampionView } from '../session/portalSession';

/** The portal view a champion type gives (spec §6); undefined for any other type. */
export function championViewOf(championTypes: readonly string[]): ChampionView | undefined {
  if (championTypes.includes('Computer Donor') || championTypes.includes('Loser')) {
    return { module: 'Computer_Donors', type: 'Computer Donations' };
  }
  if (championTypes.includes('Computer Applicant')) return { module: 'Contacts', type: 'Contacts' };
  return undefined;
}
