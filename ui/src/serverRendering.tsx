// Server rendering (import from 'ui/server'): a remote's routes, as the prerender step and the
// "renders on a server too" tests need it, and the shell's layout; never bundled for the browser.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { RenderingOnServer } from './components/ServerMarkup/ServerMarkup';
import { routerFuture, RoutesView } from './routing/RoutesView';
import type { SiteRoute } from './routing/RoutesView';
import { UiProvider } from './theme/UiProvider';

export type ServerRenderedPage = { html: string; styleTags: string };

/**
 * Renders the page at `path` in Node as the site would (theme, router), waiting for lazily loaded
 * pages, with its styled-components styles collected. Rejects when any part of the page throws
 * while rendering, e.g. by reading `window`, `document` or storage outside an effect.
 */
export function renderRouteOnServer(routes: SiteRoute[], path: string): Promise<ServerRenderedPage> {
  return renderOnServer(<PrerenderedRoutes routes={routes} />, { path });
}

/**
 * Renders `element` in Node inside the site's theme and a router at `path`, waiting for lazily
 * loaded parts, with its styled-components styles collected. `digestOf` names the errors that are
 * on purpose: the Suspense boundary around such an error is left to the browser, marked by React
 * with that digest. Any other error rejects.
 */
export async function renderOnServer(
  element: ReactNode,
  { path, digestOf = () => undefined }: { path: string; digestOf?: (error: unknown) => string | undefined },
): Promise<ServerRenderedPage> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <RenderingOnServer value>
          <UiProvider>
            <StaticRouter location={path} future={routerFuture}>
              {element}
            </StaticRouter>
          </UiProvider>
        </RenderingOnServer>,
      ),
      {
        // Every boundary's HTML in place: React would move a large one out of line, to be put back
        // by an inline script that the pages' content security policy does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          const digest = digestOf(error);
          if (digest === undefined) errors.push(error);
          return digest;
        },
      },
    );
    const html = await readAll(prelude.pipe(new PassThrough()));
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * What a prerendered fragment holds: the route's page, as RoutesView renders it. The browser
 * hydrates the same element inside its theme and router.
 */
export function PrerenderedRoutes({ routes }: { routes: SiteRoute[] }) {
  return <RoutesView routes={routes} loading={null} notFound={<p>No page here</p>} />;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}
