// @ts-check
// The check of appeals.json that runs in Node, by this remote's build (webpack.config.js): the data
// against its schema (src/content/appealSchema.ts) and the site's paths an appeal must not take
// (src/config/reservedPaths.ts). A slug that collides with a route another remote added later fails
// the shell's build, which reads every remote's route table (the contract's pathsClaimedTwice).
const fs = require('node:fs');
const path = require('node:path');
const { registerTypeScriptLoader } = require('tooling/lib/route-paths');

const dataFile = path.join(__dirname, 'src/content/appeals.json');
const schemaFile = path.join(__dirname, 'src/content/appealSchema.ts');

/**
 * Every problem of appeals.json as it is on disk, one line per problem.
 * @returns {string[]}
 */
function problemsOfAppealsFile() {
  const data = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
  const restore = registerTypeScriptLoader();
  const alreadyLoaded = new Set(Object.keys(require.cache));
  try {
    /** @type {{ parseAppeals: (data: unknown) => unknown }} */
    const schema = require(schemaFile);
    schema.parseAppeals(data);
    return [];
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
      for (const file of [dataFile, schemaFile]) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'AppealChecksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const problem of problemsOfAppealsFile()) compilation.errors.push(new WebpackError(problem));
      });
    });
  }
}

module.exports = { AppealChecksPlugin };
