// @ts-check
// The monolithic comparison build: the shell's own browser build (shell/webpack.config.js) without
// the Module Federation plugin, starting at its bootstrap (no async boundary to negotiate shared
// modules), with the federation runtime replaced by src/bundledRuntime.ts, which imports every
// remote's route table. Written to dist/ here, with route-assets.json (the scripts each route needs),
// which the shell's server reads when started with SHELL_MONOLITH=1 (scripts/start-monolith.mjs).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { normalizePath } = require('composition-contract');
const { remotes } = require('composition-contract/remotes');
const { JsonAssetPlugin } = require('tooling');
const { routeAssetsOf, summarizeChunkGroups } = require('tooling/lib/route-assets');
const { readRouteDeclarations } = require('tooling/lib/route-paths');
const shellConfigs = require('shell/webpack.config.js');

const repoRoot = path.join(__dirname, '..', '..');
const shellDir = path.dirname(require.resolve('shell/package.json'));

/** @param {string} folder */
const routesFileOf = (folder) => path.join(repoRoot, folder, 'src/routes.tsx');

/**
 * Per remote and normalised path, the scripts a first visit needs besides the main chunk: the
 * remote's route table chunk, then the page's chunks (as a remote's routes.json lists its own).
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, Record<string, string[]>>}
 */
function routeAssets(compilation) {
  const chunkGroups = summarizeChunkGroups(compilation);
  return Object.fromEntries(
    remotes.map((remote) => {
      const routesFile = routesFileOf(remote.folder);
      // bundledRuntime.ts imports each route table by its package's name, which is the remote's folder.
      const assetsOf = routeAssetsOf({ appDir: repoRoot, routesFile, entryFiles: [], chunkGroups });
      const declarations = readRouteDeclarations(routesFile);
      return [remote.name, Object.fromEntries(declarations.map(({ route, pageRequest }) => [normalizePath(route.path), assetsOf(pageRequest)]))];
    }),
  );
}

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const [shell] = shellConfigs(env, argv);
  if (!shell) throw new Error("shell/webpack.config.js gave no browser build");
  return {
    ...shell,
    name: 'monolith',
    entry: path.join(shellDir, 'src/bootstrap.tsx'),
    output: { ...shell.output, path: path.join(__dirname, 'dist') },
    resolve: {
      ...shell.resolve,
      alias: { '@module-federation/enhanced/runtime': path.join(__dirname, 'src/bundledRuntime.ts') },
    },
    plugins: [
      ...(shell.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new JsonAssetPlugin({ filename: 'route-assets.json', dependencies: remotes.map((remote) => routesFileOf(remote.folder)), build: routeAssets }),
    ],
  };
};
