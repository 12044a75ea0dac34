/** @jest-environment node */
// Every page renders in Node (no browser globals during render), so it can be prerendered.
import { renderRouteOnServer } from 'ui/server';
import { accountPaths } from './content/accountRoutes';
import { routes } from './routes';

const accountPages: string[] = [accountPaths.signIn, accountPaths.account];

describe('server rendering', () => {
  it.each(routes.map((route) => route.path))('%s renders its page with a heading', async (path) => {
    const { html } = await renderRouteOnServer(routes, path);
    expect(html).toMatch(/<h1[\s>]/);
  });
});

describe('route metadata', () => {
  it.each(routes.map((route) => [route.path, route.handle] as const))('%s declares its title and description', (path, handle) => {
    expect(handle.title.trim()).not.toBe('');
    expect(handle.description.length).toBeGreaterThan(50);
    expect(Boolean(handle.noindex)).toBe(accountPages.includes(path));
  });

  it.each(routes.map((route) => [route.path, route.handle] as const))('%s holds a session only if it is an account page (no third-party code there)', (path, handle) => {
    expect(Boolean(handle.session)).toBe(accountPages.includes(path));
  });

  it('gives each product page its own title', () => {
    const productTitles = routes.filter((route) => ![...accountPages, '/shield', '/connect', '/shieldinternet'].includes(route.path)).map((route) => route.handle.title);
    expect(new Set(productTitles).size).toBe(productTitles.length);
  });
});
