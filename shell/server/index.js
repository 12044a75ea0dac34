#!/usr/bin/env node
// @ts-check
// The shell's production server: the built shell, /remotes.json (where each remote lives and what it
// owns, read at run time), the /api proxy, and the page for every other path.
const fs = require('node:fs');
const path = require('node:path');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { createStaticApp, listen, plainErrors } = require('tooling');
const { remoteLocations, sitemapRemoteNames } = require('../remotes');
const { findOwner } = require('../src/composition/pathOwnership');
const { createRemoteRegistry, remotesJsonHandler } = require('./remote-registry');
const { serveSeoFiles } = require('./seo');

const dist = path.join(__dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
// The sitemap's absolute URLs use the configured public origin, never the request's Host header.
const publicOrigin = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');

const registry = createRemoteRegistry({
  remotes: remoteLocations(process.env),
  buildTimePaths: JSON.parse(fs.readFileSync(path.join(dist, 'remote-routes.json'), 'utf8')),
  buildTimeRoutes: JSON.parse(fs.readFileSync(path.join(dist, 'remote-route-meta.json'), 'utf8')),
});

const app = createStaticApp({ root: dist });
// Behind a load balancer, TRUST_PROXY names it (e.g. "loopback", "10.0.0.0/8" or a hop count) so
// that req.ip is the visitor's address, which the API's per-address limits rely on.
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
app.get('/remotes.json', remotesJsonHandler(registry));
serveSeoFiles(app, { registry, remoteNames: sitemapRemoteNames(), origin: publicOrigin });
app.use(
  createProxyMiddleware({
    pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
    target: apiUrl,
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
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const owner = findOwner(registry.descriptors(), req.path);
  res.status(owner ? 200 : 404);
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(owner ? indexHtml.replace('</head>', `${remoteHints(owner)}</head>`) : indexHtml);
});
app.use(plainErrors);

/**
 * @param {string | undefined} value
 * @returns {boolean | number | string}
 */
function trustProxySetting(value) {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
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

void registry.start();
listen(app, port, 'shell');
