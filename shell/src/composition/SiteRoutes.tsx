import { Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingIndicator, RoutesView, usePageTitle } from 'ui';
import NotFound from '../pages/NotFound';
import type { RemoteLoader } from './federation';
import { findOwner } from './pathOwnership';
import type { RemoteDescriptor } from './pathOwnership';
import { RetryBoundary } from './RetryBoundary';

const pageLoading = <LoadingIndicator label="Loading page" />;

/** Routes the current path to the remote that owns it, or to the not-found screen. */
export function SiteRoutes({ remotes }: { remotes: RemoteLoader }) {
  const { pathname } = useLocation();
  return (
    <RetryBoundary pathname={pathname} onRetry={() => remotes.resetDescriptors()}>
      <Suspense fallback={pageLoading}>
        <OwnedRoute remotes={remotes} pathname={pathname} />
      </Suspense>
    </RetryBoundary>
  );
}

function OwnedRoute({ remotes, pathname }: { remotes: RemoteLoader; pathname: string }) {
  const owner = findOwner(use(remotes.descriptors()), pathname);
  if (!owner) return <NotFoundPage />;
  return (
    <RetryBoundary key={owner.name} pathname={pathname} onRetry={() => remotes.reset(owner)}>
      <Suspense fallback={pageLoading}>
        <RemoteRoutes remotes={remotes} remote={owner} />
      </Suspense>
    </RetryBoundary>
  );
}

function RemoteRoutes({ remotes, remote }: { remotes: RemoteLoader; remote: RemoteDescriptor }) {
  return <RoutesView routes={use(remotes.routes(remote))} loading={pageLoading} notFound={<NotFoundPage />} />;
}

function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return <NotFound />;
}
