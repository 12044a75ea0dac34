// @ts-check
// The small production server for a built front-end app: compression, the cache policy that makes
// independent releases work, CORS for remotes (their files are fetched from the shell's origin),
// security headers, brotli copies made at build, and no source maps.
const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const compression = require('compression');
const { FRAGMENTS_FILE, REMOTE_ENTRY_FILE, ROUTES_FILE } = require('composition-contract');

/** Files that must be re-validated on every load, so a redeployed remote shows on the next page load. */
const ALWAYS_REVALIDATE = new Set(['index.html', REMOTE_ENTRY_FILE, 'mf-manifest.json', 'mf-stats.json', ROUTES_FILE, FRAGMENTS_FILE]);
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

/**
 * @param {string} filePath
 * @returns {string}
 */
function cacheControlFor(filePath) {
  const file = path.basename(filePath);
  if (HASHED_FILE.test(file)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(file)) return 'no-cache';
  return 'public, max-age=300';
}

/** The suffix of the brotli copy the build writes beside a text asset (tooling/lib/brotli-assets.js). */
const BROTLI_SUFFIX = '.br';
/** The files the build may have a brotli copy of. */
const PRECOMPRESSED_TYPES = /\.(js|css|json|svg|html)$/;

/**
 * Answers a browser that accepts brotli with the build's `<file>.br` copy, when there is one, by
 * pointing the request at it; `express.static` then serves it with the original file's type (see
 * `precompressedHeaders`), and `compression` leaves it alone because it is already encoded.
 * The copy is looked up on every request: a redeployed folder may add or drop it.
 * @param {string} root
 * @returns {import('express').RequestHandler}
 */
function servePrecompressed(root) {
  const rootDir = path.resolve(root);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED_TYPES.test(req.path)) return next();
    // Either way the answer depends on Accept-Encoding, for every cache on the way.
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    let file;
    try {
      file = path.join(rootDir, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    // A null byte (`%00`) cannot name a file: express.static answers such a path 400.
    if (!file.startsWith(rootDir + path.sep) || file.includes('\0')) return next();
    fs.stat(file + BROTLI_SUFFIX, (error, stat) => {
      if (!error && stat.isFile()) req.url = req.url.replace(/^[^?]*/, (urlPath) => urlPath + BROTLI_SUFFIX);
      next();
    });
  };
}

/**
 * The original file's type and the brotli encoding for a `.br` copy (set before `express.static`
 * picks a type from the name, which would say "application/x-brotli").
 * @param {import('express').Response} res
 * @param {string} filePath
 */
function precompressedHeaders(res, filePath) {
  if (!filePath.endsWith(BROTLI_SUFFIX)) return;
  res.type(path.extname(filePath.slice(0, -BROTLI_SUFFIX.length)));
  res.setHeader('Content-Encoding', 'br');
}

/**
 * Sent with every file. The policy forbids everything: these are scripts, styles, images and JSON
 * for the shell's pages (which send their own policy), never pages; it keeps an SVG or HTML file
 * opened on its own from running anything. HSTS only where the site is served over https.
 * @param {{ production: boolean }} options
 * @returns {import('express').RequestHandler}
 */
function securityHeaders({ production }) {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    res.setHeader('X-Frame-Options', 'DENY');
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * @param {{ root: string, cors?: boolean, production?: boolean, app?: import('express').Express }} options
 * `production` (default: NODE_ENV=production) adds HSTS.
 * @returns {import('express').Express}
 */
function createStaticApp({ root, cors = false, production = process.env.NODE_ENV === 'production', app = express() }) {
  app.disable('x-powered-by');
  app.use(compression());
  app.use(securityHeaders({ production }));
  if (cors) {
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }
  // Source maps are built for error tracking, not published: they would hand out the source.
  app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
  app.use(servePrecompressed(root));
  app.use(
    express.static(root, {
      index: false,
      setHeaders: (res, filePath) => {
        precompressedHeaders(res, filePath);
        res.setHeader('Cache-Control', cacheControlFor(filePath.endsWith(BROTLI_SUFFIX) ? filePath.slice(0, -BROTLI_SUFFIX.length) : filePath));
      },
    }),
  );
  return app;
}

/**
 * The last middleware: a short plain-text answer, never an HTML page with a stack trace.
 * @type {import('express').ErrorRequestHandler}
 */
function plainErrors(error, _req, res, _next) {
  const status = Number(error?.status ?? error?.statusCode) || 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return void res.end();
  res.status(status).type('text/plain').send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Server error');
}

module.exports = { createStaticApp, plainErrors };
