import './serverStyles/adoptAtStart';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localeOfPath } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';
import { App } from './App';
import { loadBuiltInRemotes } from './composition/builtInRemotes';
import { createRemoteLoader } from './composition/federation';
import { isRenderedInBrowserOnPurpose } from './composition/prerenderedPage';
import { readSiteData } from './composition/siteData';
import { startFieldData } from './fieldData';
import type { ShellChrome } from './content/chrome';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const site = readSiteData(document);
/** The document's language: its address's (one document, one locale). */
const locale = localeOfPath(window.location.pathname);
/** One loader for the page's lifetime: each remote is fetched once, on first use. */
const remotes = createRemoteLoader({ inlineRemotes: site.remotes, loadBuiltInRemotes, prerenderedPage: site.prerenderedPage, locale });

/**
 * The chrome of a page the shell's server did not compose (the development server): fetched as a
 * chunk of its own. A composed page brings its chrome in its site data, so the bundle holds none.
 */
function loadChrome(locale: Locale): Promise<ShellChrome> {
  return locale === 'es' ? import('./content/chrome.es').then((module) => module.chrome) : import('./content/chrome').then((module) => module.chrome);
}

async function start(container: HTMLElement) {
  const app = <App remotes={remotes} chrome={site.chrome ?? (await loadChrome(locale))} />;
  if (!site.hydrate) {
    // A page the server did not render (a private one, a remote it could not reach): render it here.
    createRoot(container).render(app);
    return;
  }
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
}

void start(container);

startFieldData(async () => site.remotes ?? loadBuiltInRemotes());
