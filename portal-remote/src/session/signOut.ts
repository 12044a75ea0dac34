import { useSyncExternalStore } from 'react';
import { endSession } from '../api/portalApi';
import { clearPortalSession, readSessionToken } from './portalSession';

/**
 * Where the tab's last sign-out stands: `pending` while the server is asked (and asked again while
 * it is unavailable), `confirmed` once it refuses the token, `unconfirmed` when it could not be
 * told; `retry` asks it again with the same token, kept in memory only.
 */
export type SignOutState = { status: 'none' } | { status: 'pending' } | { status: 'confirmed' } | { status: 'unconfirmed'; retry: () => void };

const none: SignOutState = { status: 'none' };
let state: SignOutState = none;
const listeners = new Set<() => void>();

function setState(next: SignOutState): void {
  state = next;
  for (const listener of listeners) listener();
}

function tellServer(token: string): void {
  setState({ status: 'pending' });
  endSession(token).then(
    () => setState({ status: 'confirmed' }),
    () => setState({ status: 'unconfirmed', retry: () => tellServer(token) }),
  );
}

/**
 * Signs out: the browser's copy of the session goes at once, whatever the server says; then the
 * server is told, so a copy of the token (another tab, a shared computer's history) reads nothing.
 */
export function signOut(): void {
  const token = readSessionToken();
  clearPortalSession();
  if (token === null) setState(none);
  else tellServer(token);
}

/** The last sign-out's state, for the screen that follows it; `none` on the server and before any. */
export function useSignOutState(): SignOutState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => none,
  );
}

