import { useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NavigationStateContext, useNavigationBusy, useShownLocation } from './navigationState';

/**
 * The page's readiness, for tools that drive the site (the end-to-end tests wait for it instead of a
 * quiet network): `<html data-ready="true">` once the page on screen is the current location's and
 * is React's (hydrated or rendered: its controls work), with no navigation under way and focus moved.
 * A page the server rendered is on screen before its code, so what is visible says nothing about this.
 */
export function setDocumentReady(ready: boolean): void {
  document.documentElement.dataset.ready = String(ready);
}

/**
 * Marks what it wraps (a page, the not-found screen, a fallback) as shown for the current location
 * once React has committed it; inside a Suspense boundary that is after the page's code arrived and
 * its HTML was hydrated. Renders nothing of its own, so the server's HTML is unchanged.
 */
export function PageShown({ children }: { children?: ReactNode }) {
  const { key } = useLocation();
  const navigationState = useContext(NavigationStateContext);
  useEffect(() => navigationState.pageShown(key), [navigationState, key]);
  return children;
}

/**
 * Sets `data-ready` from the navigation state. Rendered after NavigationEffects: its effect runs after
 * theirs in the same commit, so "ready" comes once focus has moved to the new page.
 */
export function ReadySignal() {
  const { key } = useLocation();
  const busy = useNavigationBusy();
  const shown = useShownLocation();
  const ready = !busy && shown === key;
  useEffect(() => setDocumentReady(ready), [ready]);
  return null;
}
