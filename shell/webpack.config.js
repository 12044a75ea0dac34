// @ts-check
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { pathsClaimedTwice, remoteEntryUrl } = require('composition-contract');
const fs = require('node:fs');
const { federatedAppConfig, JsonAssetPlugin, nodeRenderConfig, readRoutes } = require('tooling');
const { SPANISH_ROUTES_FILE } = require('tooling/lib/spanish-routes');
const { remoteLocations, remotes, sitemapRemoteNames } = require('./remotes');
const { createRemoteRegistry, remotesJsonHandler, sessionPathsOf } = require('./server/remote-registry');
const { serveSeoFiles } = require('./server/seo');

const browserConfig = federatedAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  template: './src/index.html',
  // The template starts the entry itself, after the first paint.
  inject: false,
  favicon: './src/favicon.svg',
  plugins: [
    // The remotes' route tables are compiled once per compilation, for the three plugins below.
    { apply: (compiler) => compiler.hooks.thisCompilation.tap('ForgetRemoteRoutes', () => void (routesOfThisCompilation = undefined)) },
    // The browser's fallback when /remotes.json does not answer in time: the remotes as configured
    // for this build, each with its build-time path list.
    new DefinePlugin({
      __BUILT_IN_REMOTES__: DefinePlugin.runtimeValue(() => JSON.stringify(builtInRemotes()), {
        fileDependencies: remotes.flatMap((remote) => routeTablesOf(remote.folder)),
      }),
    }),
    // The build-time copy of each remote's path list: the server's last resort when a remote is down
    // at start, so the remote's routes still say "unavailable" rather than "not found".
    new JsonAssetPlugin({
      filename: 'remote-routes.json',
      dependencies: remotes.flatMap((remote) => routeTablesOf(remote.folder)),
      build: remotePathLists,
    }),
    // The same for the routes' page metadata, which the sitemap is built from.
    new JsonAssetPlugin({
      filename: 'remote-route-meta.json',
      dependencies: remotes.flatMap((remote) => routeTablesOf(remote.folder)),
      build: remoteRoutes,
    }),
  ],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:4000' }],
    // The dev server answers /remotes.json as the production server does.
    /** @type {(middlewares: unknown[], devServer: { app?: import('express').Express }) => unknown[]} */
    setupMiddlewares: (middlewares, devServer) => {
      const registry = createRemoteRegistry({ remotes: remoteLocations(process.env), buildTimePaths: remotePathLists(), buildTimeRoutes: remoteRoutes() });
      void registry.start();
      devServer.app?.get('/remotes.json', remotesJsonHandler(registry));
      if (devServer.app) {
        serveSeoFiles(devServer.app, {
          registry,
          remoteNames: sitemapRemoteNames(),
          origin: process.env.PUBLIC_URL ?? 'http://localhost:3000',
        });
      }
      return middlewares;
    },
  },
});

/**
 * Two builds: the app for the browser, and its layout for the shell's server, which renders it around
 * each remote's prerendered page (src/layoutRendering/renderShellPage.tsx → dist-server/render.js).
 * @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
module.exports = (env, argv) => {
  const browser = browserConfig(env, argv);
  if (process.env.WEBPACK_SERVE) return [browser];
  return [
    browser,
    nodeRenderConfig({
      appDir: __dirname,
      name: 'shell',
      entry: './src/layoutRendering/renderShellPage.tsx',
      outputPath: path.join(__dirname, 'dist-server'),
      publicPath: '/',
      production: argv.mode === 'production',
    }),
  ];
};

/**
 * A remote's route tables: English, then Spanish once it has one (as its routes.json lists them).
 * @param {string} folder
 */
function routeTablesOf(folder) {
  const spanish = path.join(__dirname, '..', folder, SPANISH_ROUTES_FILE);
  return [path.join(__dirname, '..', folder, 'src/routes.tsx'), ...(fs.existsSync(spanish) ? [spanish] : [])];
}

/** Where each remote lives (the build's environment, else the local ports) and the paths it owns. */
function builtInRemotes() {
  const paths = remotePathLists();
  const routes = remoteRoutes();
  return remoteLocations(process.env).map(({ name, url }) => ({
    name,
    entry: remoteEntryUrl(url),
    paths: paths[name] ?? [],
    sessionPaths: sessionPathsOf(routes[name] ?? []),
  }));
}

/** @type {Record<string, import('tooling/lib/route-paths').PublishedRoute[]> | undefined} */
let routesOfThisCompilation;

/**
 * Each remote's routes with their page metadata, read from its route table; a path claimed by two
 * remotes fails the build.
 * @returns {Record<string, import('tooling/lib/route-paths').PublishedRoute[]>}
 */
function remoteRoutes() {
  if (routesOfThisCompilation) return routesOfThisCompilation;
  const lists = Object.fromEntries(remotes.map((remote) => [remote.name, routeTablesOf(remote.folder).flatMap((file) => readRoutes(file))]));
  const problems = pathsClaimedTwice(Object.fromEntries(Object.entries(lists).map(([name, routes]) => [name, routes.map((route) => route.path)])));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  routesOfThisCompilation = lists;
  return lists;
}

/** @returns {Record<string, string[]>} each remote's paths */
function remotePathLists() {
  return Object.fromEntries(Object.entries(remoteRoutes()).map(([name, routes]) => [name, routes.map((route) => route.path)]));
}
