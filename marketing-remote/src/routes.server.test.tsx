/** @jest-environment node */
// Every page renders in Node (no browser globals during render), so it can be prerendered, in English and in Spanish.
import { renderRouteOnServer } from 'ui/server';
import { routes } from './routes';
import { routes as spanishRoutes } from './routes.es';

describe('server rendering', () => {
  it.each(routes.map((route) => route.path))('%s renders its page with a heading', async (path) => {
    const { html } = await renderRouteOnServer(routes, path);
    expect(html).toMatch(/<h1[\s>]/);
  });
});

describe('server rendering of the Spanish pages', () => {
  it.each(spanishRoutes.map((route) => route.path))('%s renders with a heading, its links to pages of the site in Spanish', async (path) => {
    const { html } = await renderRouteOnServer(spanishRoutes, path);
    expect(html).toMatch(/<h1[\s>]/);
    const sitePaths = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(sitePaths.filter((href) => href !== '/es' && !href.startsWith('/es/') && !href.startsWith('/es?') && !href.startsWith('/es#'))).toEqual([]);
  });
});

describe('server rendering of pages that read the query', () => {
  it.each([
    [routes, '/uploadrecommendation'],
    [routes, '/powerup'],
    [spanishRoutes, '/es/uploadrecommendation'],
    [spanishRoutes, '/es/powerup'],
  ])('%#: %s renders with hostile and malformed values', async (table, path) => {
    const query = `?Name_First=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&donation=%E0%A4%A&email=${encodeURIComponent('a@b.c&ID=2')}`;
    const { html } = await renderRouteOnServer(table, path + query);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).not.toContain('<img src=x');
  });
});
