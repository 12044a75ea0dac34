// The shell's part of a server-rendered page: built for Node (shell/dist-server/render.js) and
// called by the shell's server, which puts the owning remote's prerendered HTML into the slot.
import { localeOfPath } from 'composition-contract/locale';
import { PAGE_SLOT, RENDERED_IN_BROWSER_DIGEST } from 'composition-contract/page';
import { renderOnServer } from 'ui/server';
import type { ServerRenderedPage } from 'ui/server';
import { Site } from '../App';
import type { RemoteDescriptor } from '../composition/pathOwnership';
import type { RemoteLoader } from '../composition/remoteLoader';
import { chrome as englishChrome, type ShellChrome } from '../content/chrome';
import { chrome as spanishChrome } from '../content/chrome.es';
import { ChromeProvider } from '../layout/chrome';

/**
 * What stands in the owning remote's place: `slot`, the contract's PAGE_SLOT, which the server
 * replaces with the remote's prerendered page; `in-browser`, React's own mark for "render this
 * boundary in the browser" (no page was prerendered for the path).
 */
export type PagePart = 'slot' | 'in-browser';

/** The shell's layout as the server sends it, and its texts, for the page's site data (the browser's bundle has none). */
export type ShellPage = ServerRenderedPage & { chrome: ShellChrome };

/**
 * The layout (nav, footer, help) for `pathname` with the page part, or, for a path no remote owns,
 * the whole not-found page, in the language of the address. `search`, the address's query, is kept
 * in the language switch's link. Nothing suspends: the remote list is known and no remote code runs here.
 */
export async function renderShellPage({
  pathname,
  search = '',
  remotes,
  page,
}: {
  pathname: string;
  search?: string;
  remotes: RemoteDescriptor[];
  page: PagePart;
}): Promise<ShellPage> {
  const chrome = localeOfPath(pathname) === 'es' ? spanishChrome : englishChrome;
  const rendered = await renderOnServer(
    <ChromeProvider value={chrome}>
      <Site remotes={knownRemotes(remotes)} renderRemote={page === 'slot' ? () => PAGE_SLOT : () => <RenderedInBrowser />} />
    </ChromeProvider>,
    {
      path: `${pathname}${search}`,
      digestOf: (error) => (error instanceof PageRenderedInBrowser ? RENDERED_IN_BROWSER_DIGEST : undefined),
    },
  );
  return { ...rendered, chrome };
}

class PageRenderedInBrowser extends Error {}

/** Bails out of the server render: React marks the remote's Suspense boundary for the browser to render. */
function RenderedInBrowser(): never {
  throw new PageRenderedInBrowser('this page is rendered in the browser');
}

/** The server's stand-in for the browser's loader: the list is known, remote code is never loaded. */
function knownRemotes(list: RemoteDescriptor[]): RemoteLoader {
  const notOnTheServer = () => Promise.reject(new Error('remotes are not loaded on the server'));
  return {
    descriptorsNow: () => list,
    descriptors: async () => list,
    routes: notOnTheServer,
    checkPrerenderedPage: () => ({ kind: 'hydrate' }),
    prerenderedPageSettled: () => undefined,
    resetDescriptors: () => undefined,
    reset: () => undefined,
  };
}
