import { Suspense, use, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { RoutesView, usePageTitle } from 'ui';
import NotFound from '../pages/NotFound';
import type { RemoteLoader } from './federation';
import { PageLoading } from './PageLoading';
import { findOwner } from './pathOwnership';
import type { RemoteDescriptor } from './pathOwnership';
import { RetryBoundary } from './RetryBoundary';

/** Routes the current path to the remote that owns it, or to the not-found screen. */
export function SiteRoutes({ remotes }: { remotes: RemoteLoader }) {
  const { pathname } = useLocation();
  const [attempt, retry] = useAttempts(() => remotes.resetDescriptors());
  return (
    <RetryBoundary pathname={pathname} onRetry={() => remotes.resetDescriptors()}>
      <Suspense key={attempt} fallback={<PageLoading onRetry={retry} />}>
        <OwnedRoute remotes={remotes} pathname={pathname} />
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

function OwnedRoute({ remotes, pathname }: { remotes: RemoteLoader; pathname: string }) {
  const owner = findOwner(use(remotes.descriptors()), pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteArea key={owner.name} remotes={remotes} remote={owner} pathname={pathname} />;
}

/** One remote's routes, with their own fallbacks: a failing remote never takes the others down. */
function RemoteArea({ remotes, remote, pathname }: { remotes: RemoteLoader; remote: RemoteDescriptor; pathname: string }) {
  const [attempt, retry] = useAttempts(() => remotes.reset(remote));
  return (
    <RetryBoundary pathname={pathname} onRetry={() => remotes.reset(remote)}>
      <Suspense key={attempt} fallback={<PageLoading onRetry={retry} />}>
        <RemoteRoutes remotes={remotes} remote={remote} />
      </Suspense>
    </RetryBoundary>
  );
}

/** A page chunk still loading after a retry cannot be restarted inside React.lazy: reload the page. */
const reloadPage = () => window.location.reload();

function RemoteRoutes({ remotes, remote }: { remotes: RemoteLoader; remote: RemoteDescriptor }) {
  return (
    <RoutesView routes={use(remotes.routes(remote))} loading={<PageLoading onRetry={reloadPage} />} notFound={<NotFoundPage />} />
  );
}

function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return <NotFound />;
}
