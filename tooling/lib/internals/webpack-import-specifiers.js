// @ts-check
// Which name an `import { name } from 'request'` takes, read from webpack's module graph: webpack's
// public types do not describe the dependency of an import specifier (its `type`, `request` and
// `getIds(moduleGraph)` are webpack's own). SharedRouterCheckPlugin (tooling/lib/shared-router-check.js)
// reads it to fail the build on a name the shared router surface lacks. The only module that does.
const { hookError } = require('./hook-error');

const IMPORT_SPECIFIER_TYPE = 'harmony import specifier';
const IMPORT_SPECIFIER_HOOK = `the "${IMPORT_SPECIFIER_TYPE}" dependency's request and getIds(moduleGraph)`;

/**
 * The module request and the first imported name of an import specifier's dependency; undefined
 * for any other dependency.
 * @param {import('webpack').Dependency} dependency
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {string} webpackVersion
 * @returns {{ request: string, name: string | undefined } | undefined}
 */
function importedName(dependency, moduleGraph, webpackVersion) {
  if (dependency.type !== IMPORT_SPECIFIER_TYPE) return undefined;
  const { request, getIds } = /** @type {{ request?: unknown, getIds?: unknown }} */ (dependency);
  if (typeof request !== 'string' || typeof getIds !== 'function') {
    throw hookError({ library: 'webpack', version: webpackVersion, hook: IMPORT_SPECIFIER_HOOK, usedFor: 'checking the names the apps import from the shared router surface' });
  }
  const ids = /** @type {unknown} */ (getIds.call(dependency, moduleGraph));
  return { request, name: Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : undefined };
}

module.exports = { importedName, IMPORT_SPECIFIER_HOOK };
