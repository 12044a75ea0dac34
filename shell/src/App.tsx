import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'ui';
import { SiteLayout } from './layout';
import { createRemoteLoader } from './composition/federation';
import { ScrollToTop } from './composition/ScrollToTop';
import { SiteRoutes } from './composition/SiteRoutes';

/** One loader for the page's lifetime: each remote is fetched once, on first use. */
const remotes = createRemoteLoader();

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <ScrollToTop />
        <SiteLayout>
          <SiteRoutes remotes={remotes} />
        </SiteLayout>
      </BrowserRouter>
    </UiProvider>
  );
}
