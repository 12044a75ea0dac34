// @ts-check
// The small production server for a built front-end app: compression, the cache policy that makes
// independent releases work, CORS for remotes (their files are fetched from the shell's origin).
const path = require('node:path');
const express = require('express');
const compression = require('compression');

/** Files that must be re-validated on every load, so a redeployed remote shows on the next page load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'routes.json']);
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

/**
 * @param {{ root: string, cors?: boolean, app?: import('express').Express }} options
 * @returns {import('express').Express}
 */
function createStaticApp({ root, cors = false, app = express() }) {
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  });
  if (cors) {
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }
  app.use(
    express.static(root, {
      index: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
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

/**
 * Listens on 127.0.0.1 and closes cleanly on SIGINT/SIGTERM.
 * @param {import('express').Express} app
 * @param {number} port
 * @param {string} label
 * @returns {import('node:http').Server}
 */
function listen(app, port, label) {
  const server = app.listen(port, '127.0.0.1');
  server.once('listening', () => console.log(`${label} listening on http://localhost:${port}`));
  server.on('error', (error) => {
    console.error(`${label} could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  const close = () => server.close(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  return server;
}

module.exports = { createStaticApp, listen, plainErrors };
