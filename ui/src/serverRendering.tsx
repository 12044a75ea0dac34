// Server rendering of a remote's routes, as the prerender step and the "renders on a server too"
// tests need it (import from 'ui/src/serverRendering'); never bundled for the browser.
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { routerFuture, RoutesView } from './routing/RoutesView';
import type { SiteRoute } from './routing/RoutesView';
import { UiProvider } from './theme/UiProvider';

export type ServerRenderedPage = { html: string; styleTags: string };

/**
 * Renders the page at `path` in Node as the site would (theme, router), waiting for lazily loaded
 * pages, with its styled-components styles collected. Rejects when any part of the page throws
 * while rendering, e.g. by reading `window`, `document` or storage outside an effect.
 */
export async function renderRouteOnServer(routes: SiteRoute[], path: string): Promise<ServerRenderedPage> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <UiProvider>
          <StaticRouter location={path} future={routerFuture}>
            <PrerenderedRoutes routes={routes} />
          </StaticRouter>
        </UiProvider>,
      ),
      { onError: (error) => void errors.push(error) },
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
