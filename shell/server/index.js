#!/usr/bin/env node
// @ts-check
// Starts the shell's production server (see app.js) from the environment.
const fs = require('node:fs');
const path = require('node:path');
const { listen } = require('serve-kit');
const { createShellApp, SHUTDOWN_GRACE_MS } = require('./app');
const { readShellConfig } = require('./config');

/** @type {import('./config').ShellConfig} */
let config;
try {
  config = readShellConfig(process.env);
} catch (error) {
  // Every problem listed, plainly, without a stack trace.
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const { dist } = config;
const rendererFile = path.join(__dirname, '..', 'dist-server', 'render.js');
const { app, registry } = createShellApp({
  config,
  dist,
  indexHtml: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
  buildTimePaths: JSON.parse(fs.readFileSync(path.join(dist, 'remote-routes.json'), 'utf8')),
  buildTimeRoutes: JSON.parse(fs.readFileSync(path.join(dist, 'remote-route-meta.json'), 'utf8')),
  // The layout for server-rendered pages; a build without it serves pages rendered in the browser.
  renderer: fs.existsSync(rendererFile) ? require(rendererFile) : undefined,
  // The monolithic build (no federation manifest) holds the remotes' code and images itself.
  bundledRouteAssets: fs.existsSync(path.join(dist, 'mf-manifest.json'))
    ? undefined
    : JSON.parse(fs.readFileSync(path.join(dist, 'route-assets.json'), 'utf8')),
});
// Listens once it has read every remote's lists and pages (or STARTUP_WAIT_SECONDS is over), so a
// load balancer sends a new instance no visitor before it can serve prerendered pages.
void registry.start().then(() => listen(app, { port: config.port, host: config.host, label: 'shell', graceMs: SHUTDOWN_GRACE_MS }));
