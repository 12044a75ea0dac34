// @ts-check
// The shell's production server, without listening: the built shell, /remotes.json (where each
// remote lives and what it owns, read at run time), the /api proxy, and the page for every other path.
const { createProxyMiddleware } = require('http-proxy-middleware');
const { createStaticApp, plainErrors } = require('tooling');
const { findOwner } = require('../src/composition/pathOwnership');
const { sitemapRemoteNames } = require('../remotes');
const { createRemoteRegistry, remotesJsonHandler } = require('./remote-registry');
const { serveSeoFiles } = require('./seo');
const { contentSecurityPolicyTemplate, pageHeaders } = require('./security-headers');

/**
 * @param {{
 *   config: import('./config').ShellConfig,
 *   dist: string,
 *   indexHtml: string,
 *   buildTimePaths: Record<string, string[]>,
 *   buildTimeRoutes?: Record<string, import('./remote-registry').PublishedRoute[]>,
 *   log?: (message: string) => void,
 * }} options
 */
function createShellApp({ config, dist, indexHtml, buildTimePaths, buildTimeRoutes, log }) {
  const registry = createRemoteRegistry({ remotes: config.remotes, buildTimePaths, buildTimeRoutes, log });
  const headersOfPage = pageHeaders({ policyTemplate: contentSecurityPolicyTemplate({ remoteUrls: config.remotes.map((remote) => remote.url) }) });

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
  // Every other page is the app itself. The server already knows which remote owns the path, so
  // the page asks for that remote's manifest while the shell's code downloads, and a path no remote
  // owns answers 404 (the app shows the not-found screen).
  // A plain middleware, not a route pattern, so a malformed path is never decoded (or rejected).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const owner = findOwner(registry.descriptors(), req.path);
    const nonce = headersOfPage(res, { ownerName: owner?.name, url: req.url });
    res.status(owner ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    const page = owner ? indexHtml.replace('</head>', `${remoteHints(owner)}</head>`) : indexHtml;
    // Every script tag of the page, inline ones included, carries the nonce the policy allows.
    res.type('html').send(page.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`));
  });
  app.use(plainErrors);
  return { app, registry };
}

/**
 * Connects to the owning remote and fetches its manifest early (the federation runtime's own
 * fetch of it then comes from this preload).
 * @param {{ entry: string }} remote
 */
function remoteHints({ entry }) {
  const attribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<link rel="preconnect" href="${attribute(new URL(entry).origin)}" crossorigin="anonymous" />` +
    `<link rel="preload" href="${attribute(entry)}" as="fetch" crossorigin="anonymous" />`
  );
}

module.exports = { createShellApp };
