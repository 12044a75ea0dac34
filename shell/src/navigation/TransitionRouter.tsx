import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import type { ReactNode } from 'react';
import { createBrowserHistory } from '@remix-run/router';
import { Router } from 'react-router-dom';
import { localeOfPath } from 'composition-contract/locale';
import { routerFuture } from 'ui';
import { leavesLocale, loadOtherLocaleLinksAnew } from './localeBoundary';
import { createNavigationState, NavigationStateContext } from './navigationState';
import { setDocumentReady } from './readiness';

/**
 * React Router's BrowserRouter, with the one thing it does not expose: whether a navigation is
 * still pending. Navigations render as transitions (the current page stays while the next one's
 * code downloads), and `useTransition` tells the progress bar that the next page is on its way.
 * It stays inside the document's language: a move into the other is a new document.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigationState] = useState(createNavigationState);
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  const [documentLocale] = useState(() => localeOfPath(history.location.pathname));
  useEffect(() => loadOtherLocaleLinksAnew(documentLocale), [documentLocale]);

  const shownKey = useRef(current.location.key);
  useLayoutEffect(() => {
    shownKey.current = current.location.key;
  }, [current]);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The address is already the new one: loading it again makes it a document of its language.
        if (leavesLocale(documentLocale, location.pathname)) {
          window.location.reload();
          return;
        }
        // The page on screen is still the one being left: its position is the reader's.
        navigationState.scrollPositions.save(shownKey.current, window.scrollY);
        // At once, not a render later: whoever started this navigation sees it under way.
        setDocumentReady(false);
        startTransition(() => setCurrent({ action, location }));
      }),
    [history, navigationState, documentLocale],
  );
  useLayoutEffect(() => navigationState.setPendingNavigation(isPending), [navigationState, isPending]);

  return (
    <NavigationStateContext.Provider value={navigationState}>
      <Router location={current.location} navigationType={current.action} navigator={history} future={routerFuture}>
        {children}
      </Router>
    </NavigationStateContext.Provider>
  );
}
