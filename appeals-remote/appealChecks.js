// @ts-check
// The checks of appeals.json that run in Node, by this remote's build (webpack.config.js) and its
// tests: the data against its schema (src/content/appealSchema.ts), and the slugs against the
// route tables the other remotes of this repository really have, read as the shell's build reads
// them. The second catches what the spec-based list in src/config/reservedPaths.ts cannot: a
// route another team added later.
const fs = require('node:fs');
const path = require('node:path');
const { readRoutePaths, registerTypeScriptLoader } = require('tooling/lib/route-paths');
const { remotes } = require('../shell/remotes');
const { normalizePath } = require('../shell/src/composition/pathOwnership');

const repoRoot = path.join(__dirname, '..');
const dataFile = path.join(__dirname, 'src/content/appeals.json');
const schemaFile = path.join(__dirname, 'src/content/appealSchema.ts');
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

/**
 * Every problem of appeals.json as it is on disk: the schema's (one line per problem), else the
 * collisions with other remotes' routes.
 * @returns {string[]}
 */
function problemsOfAppealsFile() {
  const data = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
  const restore = registerTypeScriptLoader();
  const alreadyLoaded = new Set(Object.keys(require.cache));
  try {
    /** @type {{ parseAppeals: (data: unknown) => Array<{ slug: string }> }} */
    const schema = require(schemaFile);
    const appeals = schema.parseAppeals(data);
    return collisionsWithOtherRemotes(appeals.map((appeal) => `/${appeal.slug}`));
  } catch (error) {
    return /** @type {Error} */ (error).message.split('\n');
  } finally {
    restore();
    // Forget the schema modules, so a watch rebuild sees edits.
    for (const id of Object.keys(require.cache)) if (!alreadyLoaded.has(id)) delete require.cache[id];
  }
}

/** Fails the build, naming each bad entry, when appeals.json breaks a rule. */
class AppealChecksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppealChecksPlugin', (compilation) => {
      for (const file of [dataFile, schemaFile, ...otherRemotes.map((remote) => remote.routesFile)]) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'AppealChecksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const problem of problemsOfAppealsFile()) compilation.errors.push(new WebpackError(problem));
      });
    });
  }
}

module.exports = { collisionsWithOtherRemotes, AppealChecksPlugin };
