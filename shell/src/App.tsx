import { BrowserRouter } from 'react-router-dom';
import { routerFuture, UiProvider } from 'ui';
import { SiteLayout } from './layout';
import { createRemoteLoader } from './composition/federation';
import { ScrollToTop } from './composition/ScrollToTop';
import { SiteRoutes } from './composition/SiteRoutes';

/** One loader for the page's lifetime: each remote is fetched once, on first use. */
const remotes = createRemoteLoader();

export function App() {
  return (
    <UiProvider>
      <BrowserRouter future={routerFuture}>
        <ScrollToTop />
        <SiteLayout>
          <SiteRoutes remotes={remotes} />
        </SiteLayout>
      </BrowserRouter>
    </UiProvider>
  );
}
