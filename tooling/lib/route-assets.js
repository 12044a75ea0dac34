// @ts-check
// Which of a remote's files a first visit to one of its routes needs, so the shell's server can
// preload them with the page: the remote's entry, the chunks of its `./routes` expose, then the
// chunks of the route's lazily loaded page (routes.json publishes them as `assets`).
const path = require('node:path');

/**
 * A chunk group of the browser build, reduced to what the mapping needs: where it is loaded from
 * (the importing module's file and the request, e.g. `./pages/Home`) and its JS files in load order.
 * @typedef {{ origins: Array<{ moduleFile: string | undefined, request: string | undefined }>, files: string[] }} ChunkGroupSummary
 */

/** @param {string} file */
const withoutExtension = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * @param {{ appDir: string, routesFile: string, exposedFile?: string, entryFiles: string[], chunkGroups: ChunkGroupSummary[] }} build
 * `exposedFile`: the module the container exposes as `./routes`, which imports the route table
 * (default: the route table itself); `entryFiles`: the container entry's files (remoteEntry.js)
 * @returns {(pageRequest: string | undefined) => string[]} a route's files from its page's module request
 */
function routeAssetsOf({ appDir, routesFile, exposedFile = routesFile, entryFiles, chunkGroups }) {
  const routesModule = withoutExtension(routesFile);
  const exposedModule = withoutExtension(exposedFile);
  // The expose is imported by the container entry with a request relative to the app's folder.
  const exposeGroups = chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request !== undefined && withoutExtension(path.resolve(appDir, origin.request)) === exposedModule),
  );
  if (exposeGroups.length === 0) throw new Error(`no chunk loads ${path.relative(appDir, routesFile)}: is it exposed (./routes, ./routes-es)?`);
  const routesFiles = [...entryFiles, ...exposeGroups.flatMap((group) => group.files)];
  return (pageRequest) => {
    const pageGroups = chunkGroups.filter((group) =>
      group.origins.some((origin) => origin.request === pageRequest && origin.moduleFile !== undefined && withoutExtension(origin.moduleFile) === routesModule),
    );
    return [...new Set([...routesFiles, ...pageGroups.flatMap((group) => group.files)])].filter((file) => file.endsWith('.js'));
  };
}

/**
 * The chunk groups of a compilation, once its files have their final names.
 * @param {import('webpack').Compilation} compilation
 * @returns {ChunkGroupSummary[]}
 */
function summarizeChunkGroups(compilation) {
  return compilation.chunkGroups.map((group) => ({
    origins: group.origins.map((origin) => ({
      moduleFile: /** @type {{ resource?: string } | null} */ (origin.module)?.resource,
      request: origin.request,
    })),
    files: group.chunks.flatMap((chunk) => [...chunk.files]),
  }));
}

/**
 * The files of an entry point (a remote's container: remoteEntry.js).
 * @param {import('webpack').Compilation} compilation
 * @param {string} name
 * @returns {string[]}
 */
function entryFilesOf(compilation, name) {
  return compilation.entrypoints.get(name)?.getFiles() ?? [];
}

module.exports = { routeAssetsOf, summarizeChunkGroups, entryFilesOf };
