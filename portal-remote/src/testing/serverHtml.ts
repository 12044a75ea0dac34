import { setImmediate } from 'node:timers';
import type { SiteRoute } from 'ui';

/**
 * The page's HTML as the build renders it, from a separate copy of the modules, as on a server.
 * The test file must import `ui` before the routes, as this does: styled-components numbers its
 * classes in the order they are made (Jest compiles without its plugin), and hydrating, or
 * comparing with what the browser renders, compares them.
 */
export async function serverHtml(path: string): Promise<string> {
  // React's Node renderer schedules with setImmediate, which Jest's jsdom environment leaves out.
  globalThis.setImmediate ??= setImmediate;
  let html = '';
  await jest.isolateModulesAsync(async () => {
    await import('ui');
    const { renderRouteOnServer } = await import('ui/server');
    const { routes: serverRoutes } = (await import('../routes')) as { routes: SiteRoute[] };
    html = (await renderRouteOnServer(serverRoutes, path)).html;
  });
  return html;
}
