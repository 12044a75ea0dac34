// @ts-check
// A file of the Module Federation packages that the browser builds replace by a webpack alias
// (tooling/lib/webpack-config.js): its path inside the package is not a public API, so an upgrade
// may move it. The only module that names it; it is checked as the build starts:
// @module-federation/inject-external-runtime-core-plugin's ES build (`module` of its package.json),
// for the CommonJS one the federation plugin injects by its main path.
const fs = require('node:fs');
const path = require('node:path');
const { hookError, installedPackage } = require('./hook-error');

const INJECT_RUNTIME_ESM_HOOK = "@module-federation/inject-external-runtime-core-plugin's ES build (its package.json's `module`)";

/**
 * The ES build of the plugin that provides the federation runtime to remotes.
 * @param {{ resolvePlugin?: () => { dir: string, manifest: { version: string, module?: string } } }} [options] a stand-in package in tests
 * @returns {string} its absolute path
 */
function injectRuntimePluginEsModule({ resolvePlugin = () => installedPackage('@module-federation/inject-external-runtime-core-plugin') } = {}) {
  const plugin = resolvePlugin();
  const file = plugin.manifest.module && path.join(plugin.dir, plugin.manifest.module);
  if (!file || !fs.existsSync(file)) {
    throw hookError({ library: '@module-federation/inject-external-runtime-core-plugin', version: plugin.manifest.version, hook: INJECT_RUNTIME_ESM_HOOK, usedFor: 'keeping a CommonJS copy of the federation runtime out of the host' });
  }
  return file;
}

module.exports = { injectRuntimePluginEsModule, INJECT_RUNTIME_ESM_HOOK };
