// @ts-check
// The shell's production server, without listening: the built shell, /remotes.json (where each
// remote lives and what it owns, read at run time), the /api proxy, and the page for every other
// path, composed from the shell's layout and the owning remote's prerendered page (page.js).
const { createProxyMiddleware } = require('http-proxy-middleware');
const { createStaticApp, plainErrors } = require('tooling');
const { findOwner, normalizePath } = require('../src/composition/pathOwnership');
const { isSessionPage } = require('../src/config/sessionPages');
const { sitemapRemoteNames } = require('../remotes');
const { composePage, createLayoutCache, routeAt } = require('./page');
const { createRemoteRegistry, remotesJsonHandler } = require('./remote-registry');
const { serveSeoFiles } = require('./seo');
const { contentSecurityPolicyTemplate, pageHeaders } = require('./security-headers');
const { signInForm } = require('./sign-in-form');

/**
 * @param {{
 *   config: import('./config').ShellConfig,
 *   dist: string,
 *   indexHtml: string,
 *   buildTimePaths: Record<string, string[]>,
 *   buildTimeRoutes?: Record<string, import('./remote-registry').PublishedRoute[]>,
 *   renderer?: import('./page').ShellRenderer,
 *   bundledRouteAssets?: Record<string, Record<string, string[]>>,
 *   log?: (message: string) => void,
 * }} options
 * `renderer`: the shell's layout built for Node; without it pages are rendered in the browser only
 * `bundledRouteAssets`: `dist` is the monolithic build, which holds the remotes' code and images; per
 * remote and normalised path, its scripts a first visit needs (its route-assets.json)
 */
function createShellApp({ config, dist, indexHtml, buildTimePaths, buildTimeRoutes, renderer, bundledRouteAssets, log }) {
  const registry = createRemoteRegistry({ remotes: config.remotes, buildTimePaths, buildTimeRoutes, log });
  const layout = renderer && createLayoutCache(renderer);
  const remoteUrls = config.remotes.map((remote) => remote.url);
  const headersOfPage = pageHeaders({
    policyTemplate: contentSecurityPolicyTemplate({ remoteUrls }),
    // Where a session lives, no outside script: the site's own and its remotes' code only.
    sessionPolicyTemplate: contentSecurityPolicyTemplate({ remoteUrls, outsideScripts: false }),
  });

  const app = createStaticApp({ root: dist, production: config.production });
  // Behind a load balancer, TRUST_PROXY names it (e.g. "loopback", "10.0.0.0/8" or a hop count) so
  // that req.ip is the visitor's address, which the API's per-address limits rely on.
  app.set('trust proxy', config.trustProxy);
  app.get('/remotes.json', remotesJsonHandler(registry));
  serveSeoFiles(app, { registry, remoteNames: sitemapRemoteNames(), origin: config.publicOrigin });
  app.use(
    createProxyMiddleware({
      pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
      target: config.apiUrl,
      proxyTimeout: 30_000,
      timeout: 30_000,
      on: {
        // The API trusts X-Forwarded-For from this proxy only: replace, never append, what the client sent.
        proxyReq: (proxyReq, req) => proxyReq.setHeader('X-Forwarded-For', /** @type {import('express').Request} */ (req).ip ?? ''),
        error: (_error, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: 'The service is unavailable. Please try again.' }));
          }
        },
      },
    }),
  );
  app.use(signInForm({ apiUrl: config.apiUrl }));
  // Every other page: the layout with the owning remote's page, or the not-found page (404).
  // A plain middleware, not a route pattern, so a malformed path is never decoded (or rejected).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const remotes = registry.descriptors();
    const owner = findOwner(remotes, req.path);
    const nonce = headersOfPage(res, { ownerName: owner?.name, url: req.url, sessionPage: isSessionPage(req.path) });
    res.status(owner ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    const page = composePage({
      template: indexHtml,
      nonce,
      pathname: req.path,
      origin: config.publicOrigin,
      remotes,
      owner,
      route: owner && routeAt(registry.routesOf(owner.name), req.path),
      fragment: owner && registry.fragmentOf(owner.name, req.path),
      layout,
      slot: renderer?.PAGE_SLOT,
      bundledAssets: owner && bundledRouteAssets ? (bundledRouteAssets[owner.name]?.[normalizePath(req.path)] ?? []) : undefined,
    });
    res.type('html').send(page);
  });
  app.use(plainErrors);
  return { app, registry };
}

module.exports = { createShellApp };
