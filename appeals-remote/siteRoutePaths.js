// @ts-check
// Appeal slugs against the route tables the other remotes of this repository really have, read as
// the shell's build reads them; run by this remote's build (webpack.config.js) and its tests. It
// catches what the spec-based list in src/config/reservedPaths.ts cannot: a route added later.
const path = require('node:path');
const { readRoutePaths } = require('tooling/lib/route-paths');
const { remotes } = require('../shell/remotes');
const { normalizePath } = require('../shell/src/composition/pathOwnership');

const repoRoot = path.join(__dirname, '..');
const ownRoutesFile = path.join(__dirname, 'src/routes.tsx');
const otherRemotes = remotes
  .filter((remote) => remote.folder !== path.basename(__dirname))
  .map((remote) => ({ name: remote.name, routesFile: path.join(repoRoot, remote.folder, 'src/routes.tsx') }));

/**
 * One message per appeal path that another remote also serves (matched as the shell matches:
 * case-insensitive, trailing slash ignored); the shell would send visitors there instead.
 * @param {string[]} appealPaths
 * @returns {string[]}
 */
function collisionsWithOtherRemotes(appealPaths) {
  /** @type {Map<string, string>} */
  const remoteOfPath = new Map();
  for (const remote of otherRemotes) {
    for (const routePath of readRoutePaths(remote.routesFile)) remoteOfPath.set(normalizePath(routePath), remote.name);
  }
  return appealPaths.flatMap((appealPath) => {
    const remote = remoteOfPath.get(normalizePath(appealPath));
    return remote ? [`appeals.json slug "${appealPath.replace(/^\//, '')}": ${appealPath} is already a page of the ${remote} remote`] : [];
  });
}

/** Fails the build when an appeal slug is a path of another remote. */
class AppealSlugCollisionPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppealSlugCollisionPlugin', (compilation) => {
      for (const remote of otherRemotes) compilation.fileDependencies.add(remote.routesFile);
      compilation.hooks.processAssets.tap({ name: 'AppealSlugCollisionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          for (const problem of collisionsWithOtherRemotes(readRoutePaths(ownRoutesFile))) compilation.errors.push(new WebpackError(problem));
        } catch (error) {
          compilation.errors.push(new WebpackError(`checking appeal slugs against the other remotes' routes: ${/** @type {Error} */ (error).message}`));
        }
      });
    });
  }
}

module.exports = { collisionsWithOtherRemotes, AppealSlugCollisionPlugin };
