import { UiProvider } from 'ui';
import { SiteLayout } from './layout';
import { createRemoteLoader } from './composition/federation';
import { SiteRoutes } from './composition/SiteRoutes';
import { builtInRemotes } from './composition/builtInRemotes';
import { NavigationEffects } from './navigation/NavigationEffects';
import { ProgressBar } from './navigation/ProgressBar';
import { TransitionRouter } from './navigation/TransitionRouter';

/** One loader for the page's lifetime: each remote is fetched once, on first use. */
const remotes = createRemoteLoader({ builtInRemotes });

export function App() {
  return (
    <UiProvider>
      <TransitionRouter>
        <ProgressBar />
        <SiteLayout>
          <SiteRoutes remotes={remotes} />
        </SiteLayout>
        {/* After the layout: its effects run once the page's own have (title set, placeholders counted). */}
        <NavigationEffects />
      </TransitionRouter>
    </UiProvider>
  );
}
