import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToId, VisuallyHidden } from 'ui';
import { NavigationStateContext, useNavigationBusy } from './navigationState';

/**
 * What a page load does for free and a client-side navigation must do by hand, once the new page
 * has loaded: scroll (to the top, to the #fragment below the fixed nav, or back to where the reader
 * was on Back/Forward), move focus to the page's h1 (or main), and announce its title politely.
 * The first page of a visit is left to the browser, except for a #fragment or a reload.
 */
const announceDelayMs = 100;

export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Re-runs the effect below when loading ends.
  const busy = useNavigationBusy();
  const navigationState = useContext(NavigationStateContext);
  const focusRequests = useSyncExternalStore(navigationState.subscribe, navigationState.focusRequests, () => 0);
  const positions = navigationState.scrollPositions;
  const [announcement, setAnnouncement] = useState('');
  /** the location (key) and focus request already handled; undefined before the first page */
  const handled = useRef<{ key: string; pathname: string; focusRequests: number }>(undefined);
  /** the location already sent to the top */
  const scrolledUp = useRef<string>(undefined);
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  // The shell restores positions itself: the browser would jump before the page has loaded.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, [positions]);

  // Leaving the site or reloading: the position on this entry is kept for coming back.
  useEffect(() => {
    const persist = () => {
      positions.save(location.key, window.scrollY);
      positions.persist();
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [positions, location.key]);

  useEffect(() => {
    const last = handled.current;
    const isNewLocation = last?.key !== location.key;
    const isFocusRequest = Boolean(last) && last?.focusRequests !== focusRequests;
    if (!isNewLocation && !isFocusRequest) return;

    const isFirstPage = !last;
    const pathChanged = !isFirstPage && last.pathname !== location.pathname;
    const hash = decodeHash(location.hash);
    // A new page starts at the top at once, while it is still loading (once: the reader may scroll).
    if (isNewLocation && pathChanged && navigationType !== 'POP' && !hash && scrolledUp.current !== location.key) {
      scrolledUp.current = location.key;
      window.scrollTo(0, 0);
    }
    // The store, not the rendered `busy`: a placeholder counted in this very commit is already in it.
    if (navigationState.isBusy()) return;
    handled.current = { key: location.key, pathname: location.pathname, focusRequests };

    if (isNewLocation) {
      // A first page opened anew (a typed address, a link from elsewhere) starts at the top: every
      // such entry is "default" to the router, and the last one's position is still kept.
      const saved = isFirstPage && !returnedToEntry() ? undefined : positions.get(location.key);
      if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
      else if (hash && document.getElementById(hash)) {
        scrollToId(hash);
        return; // scrollToId moved focus to the target, as following a #link does
      } else if (pathChanged && scrolledUp.current !== location.key) window.scrollTo(0, 0);
    }
    // A change of query only (e.g. a filter) is not a new page: focus stays.
    if (isFirstPage || (isNewLocation && !pathChanged)) return;
    focusPage();
    // Emptied first, so the same title twice in a row is announced again; set a beat later, once the
    // page has titled the document and the screen reader has taken in the focus move.
    setAnnouncement('');
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(document.title), announceDelayMs);
  }, [busy, focusRequests, location.hash, location.key, location.pathname, navigationState, navigationType, positions]);

  return (
    <VisuallyHidden as="div" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}

/**
 * The document was loaded by a reload or by Back/Forward, onto an entry the reader has seen
 * (a browser without navigation timing starts such a page at the top).
 */
function returnedToEntry(): boolean {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The page's h1, or else main, takes focus without scrolling (the scroll was decided above). */
function focusPage() {
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
