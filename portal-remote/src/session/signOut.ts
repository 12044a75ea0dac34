import { endSession } from '../api/portalApi';
import { clearPortalSession, readSessionToken } from './portalSession';
import { noSignOut, setSignOutState } from './signOutState';

function tellServer(token: string): void {
  setSignOutState({ status: 'pending' });
  endSession(token).then(
    () => setSignOutState({ status: 'confirmed' }),
    () => setSignOutState({ status: 'unconfirmed', retry: () => tellServer(token) }),
  );
}

/**
 * Signs out: the browser's copy of the session goes at once, whatever the server says; then the
 * server is told, so a copy of the token (another tab, a shared computer's history) reads nothing.
 */
export function signOut(): void {
  const token = readSessionToken();
  clearPortalSession();
  if (token === null) setSignOutState(noSignOut);
  else tellServer(token);
}
