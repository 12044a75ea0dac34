import './serverStyles/adoptAtStart';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadBuiltInRemotes } from './composition/builtInRemotes';
import { createRemoteLoader } from './composition/federation';
import { isRenderedInBrowserOnPurpose } from './composition/prerenderedPage';
import { readSiteData } from './composition/siteData';
import { startFieldData } from './fieldData';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const site = readSiteData(document);
/** One loader for the page's lifetime: each remote is fetched once, on first use. */
const remotes = createRemoteLoader({ inlineRemotes: site.remotes, loadBuiltInRemotes, prerenderedPage: site.prerenderedPage });
const app = <App remotes={remotes} />;

if (site.hydrate) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread in one long task; a click meanwhile makes React finish hydrating at once and then
  // handles it.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React recovers by rendering the part again in the browser; say so where it can be seen.
      onRecoverableError: (error, info) => {
        if (isRenderedInBrowserOnPurpose(error)) return;
        console.error('Hydration problem: the page was rendered again in the browser', error, info.componentStack);
      },
    });
  });
} else {
  // A page the server did not render (a private one, a remote it could not reach): render it here.
  createRoot(container).render(app);
}

startFieldData(async () => site.remotes ?? loadBuiltInRemotes());
