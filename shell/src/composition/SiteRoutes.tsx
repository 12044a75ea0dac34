import { Suspense, use, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { RoutesView, useHydrated, useLocale, usePageTitle } from 'ui';
import type { SiteRoute } from 'ui';
import { useChrome } from '../layout/chrome';
import { contentLocaleOf, useDocumentLanguage } from '../navigation/documentLanguage';
import { PageShown } from '../navigation/readiness';
import NotFound from '../pages/NotFound';
import { PageLoading } from './PageLoading';
import { findOwner } from './pathOwnership';
import type { RemoteDescriptor } from './pathOwnership';
import { OutdatedPrerenderedPage } from './prerenderedPage';
import type { RemoteLoader } from './remoteLoader';
import { RetryBoundary } from './RetryBoundary';

/**
 * What stands in the owning remote's place: its routes (the browser), or a slot the shell's server
 * fills with the remote's prerendered HTML. Everything around it renders the same on both, so the
 * browser hydrates the server's HTML.
 */
export type RenderRemote = (remote: RemoteDescriptor) => ReactNode;

type SiteRoutesProps = { remotes: RemoteLoader; renderRemote?: RenderRemote };

/** Routes the current path to the remote that owns it, or to the not-found screen. */
export function SiteRoutes({ remotes, renderRemote }: SiteRoutesProps) {
  const { pathname } = useLocation();
  const [attempt, retry] = useAttempts(() => remotes.resetDescriptors());
  return (
    <RetryBoundary pathname={pathname} onRetry={() => remotes.resetDescriptors()}>
      <Suspense key={attempt} fallback={<PageLoading onRetry={retry} />}>
        <OwnedRoute remotes={remotes} pathname={pathname} renderRemote={renderRemote} />
      </Suspense>
    </RetryBoundary>
  );
}

/**
 * Counts the attempts at a load that is taking too long: "Try again" forgets it (`reset`) and a new
 * count, used as a key, starts it over with a fresh placeholder.
 */
function useAttempts(reset: () => void): [attempt: number, retry: () => void] {
  const [attempt, nextAttempt] = useReducer((count: number) => count + 1, 0);
  return [
    attempt,
    () => {
      reset();
      nextAttempt();
    },
  ];
}

function OwnedRoute({ remotes, pathname, renderRemote }: SiteRoutesProps & { pathname: string }) {
  // An inlined list is there at once: the first render (and hydration) needs no request.
  const owner = findOwner(remotes.descriptorsNow() ?? use(remotes.descriptors()), pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteArea key={owner.name} remotes={remotes} remote={owner} pathname={pathname} renderRemote={renderRemote} />;
}

/**
 * One remote's routes, with their own fallbacks: a failing remote never takes the others down.
 * While hydrating, this Suspense boundary keeps the server's HTML of the page on screen until the
 * remote's code has arrived.
 */
function RemoteArea({ remotes, remote, pathname, renderRemote }: SiteRoutesProps & { remote: RemoteDescriptor; pathname: string }) {
  const [attempt, retry] = useAttempts(() => remotes.reset(remote));
  return (
    <RetryBoundary pathname={pathname} onRetry={() => remotes.reset(remote)}>
      <Suspense key={attempt} fallback={<PageLoading onRetry={retry} />}>
        {renderRemote ? renderRemote(remote) : <RemoteRoutes remotes={remotes} remote={remote} />}
      </Suspense>
    </RetryBoundary>
  );
}

/** A page chunk still loading after a retry cannot be restarted inside React.lazy: reload the page. */
const reloadPage = () => window.location.reload();

function RemoteRoutes({ remotes, remote }: { remotes: RemoteLoader; remote: RemoteDescriptor }) {
  const routes = use(remotes.routes(remote));
  const location = useLocation();
  const matched = matchRoutes(routes, location)?.at(-1)?.route as SiteRoute | undefined;
  useDocumentLanguage(contentLocaleOf(matched, useLocale()));
  // Each page says when it is on screen and hydrated: inside the page's Suspense boundary, with it.
  const shownRoutes = useMemo(() => routes.map((route) => ({ ...route, element: <PageShown>{route.element}</PageShown> })), [routes]);
  // Checked in the first render only (a later one would throw away the page's state).
  const hydrating = !useHydrated();
  const [page, setPage] = useState(() => remotes.checkPrerenderedPage(remote, { hydrating, pathname: location.pathname }));
  useEffect(() => remotes.prerenderedPageSettled(), [remotes]);
  const showUsualPlaceholder = useCallback(() => setPage({ kind: 'hydrate' }), []);
  if (page.kind === 'render-afresh') throw new OutdatedPrerenderedPage(remote.name);
  // The same element while nothing it shows changes: this component renders again once hydrated
  // (`useHydrated`), and a re-render reaching a page still waiting for its code to hydrate would
  // make React drop the server's HTML and render the page afresh.
  return useMemo(() => {
    const loading =
      page.kind === 'show-server-html' ? (
        <ServerHtml html={page.serverHtml} onReplaced={showUsualPlaceholder} />
      ) : (
        <PageLoading onRetry={reloadPage} />
      );
    return <RoutesView routes={shownRoutes} loading={loading} notFound={<NotFoundPage />} />;
  }, [page, shownRoutes, showUsualPlaceholder]);
}

/**
 * The page as the server sent it, shown (inert) while the same page rendered in the browser loads
 * its code; once replaced, later pages load with the usual placeholder.
 */
function ServerHtml({ html, onReplaced }: { html: string; onReplaced: () => void }) {
  useEffect(() => onReplaced, [onReplaced]);
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function NotFoundPage() {
  usePageTitle(useChrome().notices.notFound.pageTitle);
  useDocumentLanguage(useLocale());
  return (
    <PageShown>
      <NotFound />
    </PageShown>
  );
}
