import { UiProvider } from 'ui';
import { SiteLayout } from './layout';
import { ChromeProvider } from './layout/chrome';
import type { ShellChrome } from './content/chrome';
import type { RemoteLoader } from './composition/remoteLoader';
import { SiteRoutes } from './composition/SiteRoutes';
import type { RenderRemote } from './composition/SiteRoutes';
import { useHoldsSession } from './composition/useHoldsSession';
import { NavigationEffects } from './navigation/NavigationEffects';
import { ProgressBar } from './navigation/ProgressBar';
import { ReadySignal } from './navigation/readiness';
import { TransitionRouter } from './navigation/TransitionRouter';

/**
 * The site in the browser: theme, router, layout (its texts: `chrome`, the page's language's) and
 * the page of the remote that owns the path.
 */
export function App({ remotes, chrome }: { remotes: RemoteLoader; chrome: ShellChrome }) {
  return (
    <UiProvider>
      <ChromeProvider value={chrome}>
        <TransitionRouter>
          <Site remotes={remotes} />
        </TransitionRouter>
      </ChromeProvider>
    </UiProvider>
  );
}

/** Everything inside the router, the same in the browser and in the server's render (layoutRendering/renderShellPage.tsx). */
export function Site({ remotes, renderRemote }: { remotes: RemoteLoader; renderRemote?: RenderRemote }) {
  const sessionPage = useHoldsSession(remotes);
  return (
    <>
      <ProgressBar />
      <SiteLayout sessionPage={sessionPage}>
        <SiteRoutes remotes={remotes} renderRemote={renderRemote} />
      </SiteLayout>
      {/* After the layout: its effects run once the page's own have (title set, placeholders counted). */}
      <NavigationEffects />
      <ReadySignal />
    </>
  );
}
