import { BrowserRouter } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { PageStatus } from '../components/PageStatus/PageStatus';
import { UiProvider } from '../theme/UiProvider';
import { RoutesView, routerFuture } from './RoutesView';
import type { SiteRoute } from './RoutesView';

/** A remote on its own, for its team's dev server: its routes, the site theme, no shell. */
export function StandaloneRemote({ routes }: { routes: SiteRoute[] }) {
  return (
    <UiProvider>
      <BrowserRouter future={routerFuture}>
        <main id="main-content">
          <RoutesView
            routes={routes}
            loading={<LoadingIndicator label="Loading page" />}
            notFound={<PageStatus headingLevel={1} title="Not a route of this remote" message={`Its routes: ${routes.map((route) => route.path).join(', ')}`} />}
          />
        </main>
      </BrowserRouter>
    </UiProvider>
  );
}
