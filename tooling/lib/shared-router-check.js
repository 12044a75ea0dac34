// @ts-check
// An app's imports from `react-router-dom` reach the shared router surface
// (tooling/lib/shared-router.mjs) through Module Federation, whose consumed modules do not tell
// webpack what they export: without this check, a name the surface lacks would be `undefined` at
// run time instead of a build error.
const path = require('node:path');
const { checkRouterEsEntry } = require('./internals/react-router-dom');
const { importedName } = require('./internals/webpack-import-specifiers');

class SharedRouterCheckPlugin {
  /** @param {string} surfaceFile the module shared as `react-router-dom` */
  constructor(surfaceFile) {
    this.surfaceFile = surfaceFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    checkRouterEsEntry();
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedRouterCheckPlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('SharedRouterCheckPlugin', (modules) => {
        const all = [...modules];
        const surface = all.find((module) => /** @type {{ resource?: string }} */ (module).resource === this.surfaceFile);
        if (!surface) return;
        const provided = compilation.moduleGraph.getProvidedExports(surface);
        if (!Array.isArray(provided)) return;
        const available = new Set(provided);
        for (const module of all) {
          for (const dependency of module.dependencies) {
            const { request, name } = importedName(dependency, compilation.moduleGraph, compiler.webpack.version) ?? {};
            if (request !== 'react-router-dom' || !name || available.has(name)) continue;
            const where = /** @type {{ resource?: string }} */ (module).resource ?? module.identifier();
            const error = new WebpackError(
              `${path.relative(compiler.context, where)} imports ${name} from react-router-dom, which the shared router surface does not export: add it to ${path.relative(compiler.context, this.surfaceFile)} (a release of every app together)`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SharedRouterCheckPlugin };
