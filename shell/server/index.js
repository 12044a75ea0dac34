#!/usr/bin/env node
// @ts-check
// The shell's production server: the built shell, /remotes.json (where each remote lives and what it
// owns, read at run time), the /api proxy, and the page for every other path.
const fs = require('node:fs');
const path = require('node:path');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { createStaticApp, listen, plainErrors } = require('tooling');
const { remotes } = require('../remotes');
const { findOwner } = require('../src/composition/pathOwnership');
const { createRemoteRegistry } = require('./remote-registry');

const dist = path.join(__dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

const registry = createRemoteRegistry({
  remotes: remotes.map((remote) => ({ name: remote.name, url: (process.env[remote.urlVariable] ?? remote.defaultUrl).replace(/\/+$/, '') })),
  buildTimePaths: JSON.parse(fs.readFileSync(path.join(dist, 'remote-routes.json'), 'utf8')),
});

const app = createStaticApp({ root: dist });
app.get('/remotes.json', (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.json(registry.descriptors());
});
app.use(
  createProxyMiddleware({
    pathFilter: '/api',
    target: apiUrl,
    proxyTimeout: 30_000,
    timeout: 30_000,
    on: {
      // The API trusts X-Forwarded-For from this proxy only: replace, never append, what the client sent.
      proxyReq: (proxyReq, req) => proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? ''),
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
