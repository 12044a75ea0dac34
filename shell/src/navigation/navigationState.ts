import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import { createScrollPositions } from './scrollPositions';

/**
 * What the shell knows about a page on its way: a navigation the router has not committed yet
 * (its code is still downloading), and the loading placeholders on screen. The progress bar shows
 * while either is true; focus and scroll wait for both to end.
 * A plain store (not React state), so effects read the current value in the same commit in which a
 * placeholder appeared.
 */
export function createNavigationState() {
  let pendingNavigation = false;
  let placeholders = 0;
  let focusRequests = 0;
  /** the location key of the last page React committed (see readiness.tsx) */
  let shownLocation: string | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    /** Where the reader was on each history entry, saved as they leave it. */
    scrollPositions: createScrollPositions(),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isBusy: () => pendingNavigation || placeholders > 0,
    setPendingNavigation(pending: boolean) {
      if (pending === pendingNavigation) return;
      pendingNavigation = pending;
      notify();
    },
    /** A loading placeholder is on screen until the returned function is called. */
    addPlaceholder() {
      placeholders += 1;
      notify();
      return () => {
        placeholders -= 1;
        notify();
      };
    },
    /** Asks for focus to move to the page once it has loaded (e.g. after "Try again"). */
    requestFocus() {
      focusRequests += 1;
      notify();
    },
    focusRequests: () => focusRequests,
    /** A page (or the screen in its place) for this location is on screen and React's. */
    pageShown(locationKey: string) {
      if (shownLocation === locationKey) return;
      shownLocation = locationKey;
      notify();
    },
    shownLocation: () => shownLocation,
  };
}

export type NavigationState = ReturnType<typeof createNavigationState>;

/** Outside the shell's router (a component test) nothing waits on this default store. */
export const NavigationStateContext = createContext<NavigationState>(createNavigationState());

/** True while a navigation is pending or a loading placeholder is shown. */
export function useNavigationBusy(): boolean {
  const state = useContext(NavigationStateContext);
  return useSyncExternalStore(state.subscribe, state.isBusy, () => false);
}

/** The location key of the last page React committed, or undefined before the first. */
export function useShownLocation(): string | undefined {
  const state = useContext(NavigationStateContext);
  return useSyncExternalStore(state.subscribe, state.shownLocation, () => undefined);
}

/** Marks the calling component (a loading placeholder) as "the page is still loading" while mounted. */
export function useLoadingPlaceholder(): void {
  const state = useContext(NavigationStateContext);
  // A layout effect: counted before any passive effect of the same commit looks at the store.
  useLayoutEffect(() => state.addPlaceholder(), [state]);
}

/** Returns a function that moves focus to the page once it has loaded. */
export function useRequestFocus(): () => void {
  return useContext(NavigationStateContext).requestFocus;
}
