// The shell's part of a server-rendered page: built for Node (shell/dist-server/render.js) and
// called by the shell's server, which puts the owning remote's prerendered HTML into the slot.
import { PAGE_SLOT, RENDERED_IN_BROWSER_DIGEST } from 'composition-contract/page';
import { renderOnServer } from 'ui/server';
import type { ServerRenderedPage } from 'ui/server';
import { Site } from '../App';
import type { RemoteDescriptor } from '../composition/pathOwnership';
import type { RemoteLoader } from '../composition/remoteLoader';

/**
 * What stands in the owning remote's place: `slot`, the contract's PAGE_SLOT, which the server
 * replaces with the remote's prerendered page; `in-browser`, React's own mark for "render this
 * boundary in the browser" (no page was prerendered for the path).
 */
export type PagePart = 'slot' | 'in-browser';

/**
 * The layout (nav, footer, help) for `pathname` with the page part, or, for a path no remote owns,
 * the whole not-found page. Nothing suspends: the remote list is known and no remote code runs here.
 */
export function renderShellPage({ pathname, remotes, page }: { pathname: string; remotes: RemoteDescriptor[]; page: PagePart }): Promise<ServerRenderedPage> {
  return renderOnServer(<Site remotes={knownRemotes(remotes)} renderRemote={page === 'slot' ? () => PAGE_SLOT : () => <RenderedInBrowser />} />, {
    path: pathname,
    digestOf: (error) => (error instanceof PageRenderedInBrowser ? RENDERED_IN_BROWSER_DIGEST : undefined),
  });
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
    resetDescriptors: () => undefined,
    reset: () => undefined,
  };
}
