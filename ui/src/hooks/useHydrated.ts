import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true once this part of the
 * page runs: a control that only works with its code (a plain button, a choice that changes the
 * page) is `disabled` until then, so a visitor sees it is not ready instead of pressing it in vain.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
