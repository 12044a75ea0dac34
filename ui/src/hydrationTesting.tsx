// Checks that a remote's prerendered pages hydrate in the browser without a mismatch (call from a
// `@jest-environment jsdom` test); never bundled. React's development build reports a differing
// text or attribute, so what a page renders must not depend on where it runs (dates, random ids,
// media queries, storage: read those in effects, use useId).
import { setImmediate } from 'node:timers';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { routerFuture } from './routing/RoutesView';
import type { SiteRoute } from './routing/RoutesView';
import { PrerenderedRoutes } from './serverRendering';
import { UiProvider } from './theme/UiProvider';

type RoutesModule = { routes: SiteRoute[] };

/**
 * One test per route the remote's build prerenders: the page's server HTML, put in the document,
 * hydrates with the same tree (theme, router at the path, the routes) without an error or a
 * warning, and shows the same heading.
 * @param loadRoutes imports the remote's routes module (`() => import('./routes')`)
 * @param served what the site's server makes of the prerendered HTML before a browser gets it
 */
export function describePrerenderedHydration(
  routes: SiteRoute[],
  loadRoutes: () => Promise<RoutesModule>,
  { served = (html) => html }: { served?: (html: string) => string } = {},
): void {
  const paths = routes.filter((route) => route.handle.prerender !== false).map((route) => route.path);
  describe('prerendered pages', () => {
    let serverHtml: Map<string, string>;
    beforeAll(async () => {
      // Tells React that act() waits for its work here (as @testing-library/react does).
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      serverHtml = await prerenderSeparately(loadRoutes, paths);
    });

    it.each(paths)('%s: every control works before its code (a form with an action) or is visibly inactive', (path) => {
      const container = document.createElement('div');
      container.innerHTML = serverHtml.get(path) ?? '';
      expect(controlsThatNeedCode(container)).toEqual([]);
    });

    it.each(paths)('%s hydrates without a mismatch', async (path) => {
      const html = served(serverHtml.get(path) ?? '');
      const { errors, hydratedHeading } = await hydrate(routes, path, html);
      expect(errors).toEqual([]);
      const container = document.createElement('div');
      container.innerHTML = html;
      const serverHeading = headingOf(container);
      expect(serverHeading).toBeTruthy();
      expect(hydratedHeading).toBe(serverHeading);
    });
  });
}

/**
 * The pages' HTML as the build renders it, from a separate copy of every module, as on a server:
 * React's server renderer leaves context values of the last page set on the shared context
 * objects, which the browser renderer in the same realm would then read.
 */
async function prerenderSeparately(loadRoutes: () => Promise<RoutesModule>, paths: string[]): Promise<Map<string, string>> {
  // React's Node renderer schedules with setImmediate, which Jest's jsdom environment leaves out.
  globalThis.setImmediate ??= setImmediate;
  const pages = new Map<string, string>();
  await jest.isolateModulesAsync(async () => {
    const { renderRouteOnServer } = await import('./serverRendering');
    const { routes } = await loadRoutes();
    for (const path of paths) pages.set(path, (await renderRouteOnServer(routes, path)).html);
  });
  return pages;
}

/** Hydrates `html` at `path`, waiting for the lazily loaded page; collects what React reports. */
async function hydrate(routes: SiteRoute[], path: string, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  try {
    const root = await act(async () =>
      hydrateRoot(
        container,
        <UiProvider>
          <MemoryRouter initialEntries={[path]} future={routerFuture}>
            <PrerenderedRoutes routes={routes} />
          </MemoryRouter>
        </UiProvider>,
        { onRecoverableError: (error) => void errors.push(error instanceof Error ? error.message : String(error)) },
      ),
    );
    const hydratedHeading = headingOf(container);
    act(() => root.unmount());
    return { errors, hydratedHeading };
  } finally {
    container.remove();
    consoleError.mockRestore();
  }
}

const headingOf = (container: HTMLElement) => container.querySelector('h1')?.textContent ?? undefined;

/**
 * The controls of server HTML that do nothing until the page's code runs yet look ready: buttons
 * and form fields that are neither disabled nor in a form that posts somewhere (links, `details`
 * and forms with an action work natively).
 */
export function controlsThatNeedCode(container: HTMLElement): string[] {
  return [...container.querySelectorAll('button, input:not([type="hidden"]), select, textarea')]
    .filter((control) => !control.matches(':disabled') && control.closest('form[action]') === null)
    .map((control) => control.outerHTML.replace(/\s+class="[^"]*"/, '').slice(0, 120));
}
