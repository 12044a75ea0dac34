// The shell's part of a server-rendered page: built for Node (shell/dist-server/render.js) and
// called by the shell's server, which puts the owning remote's prerendered HTML into the slot.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { routerFuture, UiProvider } from 'ui';
import { Site } from '../App';
import type { RemoteDescriptor } from '../composition/pathOwnership';
import type { RemoteLoader } from '../composition/remoteLoader';

/** Stands where the owning remote's page goes; unique enough never to occur in real text. */
export const PAGE_SLOT = '@@shell-page-slot@@';

export type ShellPage = { html: string; styleTags: string };

/**
 * The layout (nav, footer, help) for `pathname`, with the page left as PAGE_SLOT, or, for a path no
 * remote owns, the whole not-found page. Nothing suspends: the remote list is known and no
 * remote code runs here.
 */
export function renderShellPage({ pathname, remotes }: { pathname: string; remotes: RemoteDescriptor[] }): ShellPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider>
          <StaticRouter location={pathname} future={routerFuture}>
            <Site remotes={knownRemotes(remotes)} renderRemote={() => PAGE_SLOT} />
          </StaticRouter>
        </UiProvider>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The server's stand-in for the browser's loader: the list is known, remote code is never loaded. */
function knownRemotes(list: RemoteDescriptor[]): RemoteLoader {
  const notOnTheServer = () => Promise.reject(new Error('remotes are not loaded on the server'));
  return { descriptorsNow: () => list, descriptors: async () => list, routes: notOnTheServer, resetDescriptors: () => undefined, reset: () => undefined };
}
