/** @jest-environment node */
// Every page renders in Node (no browser globals during render), so it can be prerendered.
import { pathInLocale } from 'composition-contract/locale';
import { renderRouteOnServer } from 'ui/server';
import { accountPaths } from './content/accountPaths';
import { routes } from './routes';
import { routes as spanishRoutes } from './routes.es';

const accountPages: string[] = [accountPaths.signIn, accountPaths.account];
const routeTables = [
  ['English', routes],
  ['Spanish', spanishRoutes],
] as const;

describe.each(routeTables)('server rendering (%s)', (_language, table) => {
  it.each(table.map((route) => route.path))('%s renders its page with a heading', async (path) => {
    const { html } = await renderRouteOnServer(table, path);
    expect(html).toMatch(/<h1[\s>]/);
  });
});

describe.each(routeTables)('route metadata (%s)', (_language, table) => {
  const isAccountPage = (path: string) => accountPages.some((accountPage) => [accountPage, pathInLocale(accountPage, 'es')].includes(path));

  it.each(table.map((route) => [route.path, route.handle] as const))('%s declares its title and description', (path, handle) => {
    expect(handle.title.trim()).not.toBe('');
    expect(handle.description.length).toBeGreaterThan(50);
    expect(Boolean(handle.noindex)).toBe(isAccountPage(path));
  });

  it.each(table.map((route) => [route.path, route.handle] as const))('%s holds a session only if it is an account page (no third-party code there)', (path, handle) => {
    expect(Boolean(handle.session)).toBe(isAccountPage(path));
  });

  it('gives each product page its own title', () => {
    const productTitles = table.filter((route) => !isAccountPage(route.path) && !/^(\/es)?\/(shield|connect|shieldinternet)$/.test(route.path)).map((route) => route.handle.title);
    expect(productTitles).toHaveLength(3);
    expect(new Set(productTitles).size).toBe(productTitles.length);
  });
});

describe('the Spanish route table', () => {
  it('has every English path under /es, in the same order', () => {
    expect(spanishRoutes.map((route) => route.path)).toEqual(routes.map((route) => pathInLocale(route.path, 'es')));
  });

  it('keeps each English page’s flags, with its own words', () => {
    spanishRoutes.forEach((spanish, index) => {
      const english = routes[index]!.handle;
      expect({ noindex: spanish.handle.noindex, session: spanish.handle.session, prerender: spanish.handle.prerender }).toEqual({
        noindex: english.noindex,
        session: english.session,
        prerender: english.prerender,
      });
      expect(spanish.handle.title).not.toBe(english.title);
      expect(spanish.handle.description).not.toBe(english.description);
    });
  });

  it('renders the Spanish landing in Spanish, its links to Spanish pages', async () => {
    const { html } = await renderRouteOnServer(spanishRoutes, '/es/shield');
    expect(html).toContain('Internet ilimitado.');
    expect(html).toContain('href="/es/shieldhotspotsim"');
    expect(html).not.toContain('href="/shieldhotspotsim"');
  });
});
