// @ts-check
const { describe, expect, it } = require('@jest/globals');
const { prerenderPages } = require('./prerender');

/** @type {import('./prerender').RenderModule['routes']} */
const routes = [
  { path: '/', handle: {} },
  { path: '/about', handle: {} },
  { path: '/portal', handle: { prerender: false } },
];

describe('prerenderPages', () => {
  it('renders every route not marked prerender: false, with its styles', async () => {
    const fragments = await prerenderPages({ name: 'marketing', buildId: 'b1' }, {
      routes,
      renderRouteOnServer: async (_routes, path) => ({ html: `<!--$--><h1>${path}</h1><!--/$-->`, styleTags: '<style data-styled="true"></style>' }),
    });
    expect(fragments).toEqual({
      contractVersion: 1,
      name: 'marketing',
      buildId: 'b1',
      pages: {
        '/': { html: '<!--$--><h1>/</h1><!--/$-->', styles: '<style data-styled="true"></style>' },
        '/about': { html: '<!--$--><h1>/about</h1><!--/$-->', styles: '<style data-styled="true"></style>' },
      },
    });
  });

  it('renders the Spanish table’s routes too, each within its own table', async () => {
    const spanishRoutes = [
      { path: '/es', handle: {} },
      { path: '/es/portal', handle: { prerender: /** @type {const} */ (false) } },
    ];
    /** @type {Array<[string, string[]]>} */
    const rendered = [];
    const fragments = await prerenderPages({ name: 'marketing', buildId: 'b1' }, {
      routes,
      spanishRoutes,
      renderRouteOnServer: async (table, path) => {
        rendered.push([path, table.map((route) => route.path)]);
        return { html: `<h1>${path}</h1>`, styleTags: '' };
      },
    });
    expect(Object.keys(fragments.pages)).toEqual(['/', '/about', '/es']);
    expect(rendered.at(-1)).toEqual(['/es', ['/es', '/es/portal']]);
  });

  it('names the route that failed to render', async () => {
    const renderRouteOnServer = async (/** @type {unknown} */ _routes, /** @type {string} */ path) => {
      if (path === '/about') throw new ReferenceError('window is not defined');
      return { html: '', styleTags: '' };
    };
    await expect(prerenderPages({ name: 'marketing', buildId: 'b1' }, { routes, renderRouteOnServer })).rejects.toThrow('prerendering /about failed: window is not defined');
  });
});
