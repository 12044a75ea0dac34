/** @jest-environment node */
// Every page renders in Node (no browser globals during render), so it can be prerendered.
import { renderRouteOnServer } from 'ui/server';
import { routes } from './routes';

describe('server rendering', () => {
  it.each(routes.map((route) => route.path))('%s renders its page with a heading', async (path) => {
    const { html } = await renderRouteOnServer(routes, path);
    expect(html).toMatch(/<h1[\s>]/);
  });
});

describe('server rendering of pages that read the query', () => {
  it.each(['/uploadrecommendation', '/powerup'])('%s renders with hostile and malformed values', async (path) => {
    const query = `?Name_First=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&donation=%E0%A4%A&email=${encodeURIComponent('a@b.c&ID=2')}`;
    const { html } = await renderRouteOnServer(routes, path + query);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).not.toContain('<img src=x');
  });
});
