import { useSyncExternalStore } from 'react';

/**
 * Where the tab's last sign-out stands: `pending` while the server is asked (and asked again while
 * it is unavailable), `confirmed` once it refuses the token, `unconfirmed` when it could not be
 * told; `retry` asks it again with the same token, kept in memory only.
 *
 * Apart from `signOut.ts` so that the sign-in page, which only shows this state, does not bring the
 * portal's API client into its chunk (the portal's pages, which sign out, already have it).
 */
export type SignOutState = { status: 'none' } | { status: 'pending' } | { status: 'confirmed' } | { status: 'unconfirmed'; retry: () => void };

export const noSignOut: SignOutState = { status: 'none' };
let state: SignOutState = noSignOut;
const listeners = new Set<() => void>();

export function setSignOutState(next: SignOutState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The last sign-out's state, for the screen that follows it; `none` on the server and before any. */
export function useSignOutState(): SignOutState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => noSignOut,
  );
}
