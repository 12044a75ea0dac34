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
