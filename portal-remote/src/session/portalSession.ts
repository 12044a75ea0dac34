import type { Champion } from '../api/portalApi';

/** The browser session-storage keys of the portal (spec §3), one place for all of them. */
export const storageKeys = {
  /** the session token */
  session: 'session',
  recordId: 'recordId',
  /** the champion record, for the profile screen */
  championResp: 'championResp',
  /** `Contacts` or `Computer_Donors` */
  module: 'module',
  /** `Contacts` or `Computer Donations`: the view's type, shown as the profile's title */
  type: 'type',
  /** the donation the donor last chose */
  selectedDonationOld: 'selectedDonationOld',
} as const;

/** The stored view type (spec §6): what the champion sees in the portal. */
export type ChampionView = { module: 'Contacts'; type: 'Contacts' } | { module: 'Computer_Donors'; type: 'Computer Donations' };

// Only ever called from effects and handlers: session storage does not exist during server rendering.
const storage = () => window.sessionStorage;

export function readSessionToken(): string | null {
  return storage().getItem(storageKeys.session);
}

export function saveSession(token: string, recordId: string): void {
  storage().setItem(storageKeys.session, token);
  storage().setItem(storageKeys.recordId, recordId);
}

export function saveChampion(champion: Champion, view: ChampionView): void {
  storage().setItem(storageKeys.championResp, JSON.stringify(champion));
  storage().setItem(storageKeys.module, view.module);
  storage().setItem(storageKeys.type, view.type);
}

/** The champion saved by the portal, when it is the one of this record id. */
export function readSavedChampion(recordId: string): { champion: Champion; type: string | null } | undefined {
  try {
    const champion = JSON.parse(storage().getItem(storageKeys.championResp) ?? 'null') as Champion | null;
    if (champion?.id !== recordId) return undefined;
    return { champion, type: storage().getItem(storageKeys.type) };
  } catch {
    return undefined;
  }
}

export function readSelectedDonation(): string | null {
  return storage().getItem(storageKeys.selectedDonationOld);
}

export function saveSelectedDonation(id: string): void {
  storage().setItem(storageKeys.selectedDonationOld, id);
}

/** Sign-out and a failed session check: nothing of the session stays behind. */
export function clearPortalSession(): void {
  for (const key of Object.values(storageKeys)) storage().removeItem(key);
}
