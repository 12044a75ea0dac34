// @ts-check
// Files of the Module Federation packages that the browser builds replace by webpack aliases
// (tooling/lib/webpack-config.js): their paths inside the packages are not a public API, so an
// upgrade may move them. The only module that names them; each is checked as the build starts.
//  - @module-federation/sdk's `dist/env.js`, taken over by tooling/lib/federation-env.mjs (the same
//    exports, without the localStorage read of the debug switch at start-up);
//  - @module-federation/inject-external-runtime-core-plugin's ES build (`module` of its
//    package.json), for the CommonJS one the federation plugin injects by its main path.
const fs = require('node:fs');
const path = require('node:path');
const { hookError, installedPackage } = require('./hook-error');

/** The SDK as the federation plugin itself resolves it (from @module-federation/enhanced). */
const sdkFrom = path.dirname(require.resolve('@module-federation/enhanced'));
const SDK_ENV_HOOK = "@module-federation/sdk's dist/env.js (the environment module, beside the SDK's entry)";
const INJECT_RUNTIME_ESM_HOOK = "@module-federation/inject-external-runtime-core-plugin's ES build (its package.json's `module`)";

/**
 * The SDK's environment module, which the browser builds replace by federation-env.mjs.
 * @param {{ resolveSdk?: () => { dir: string, manifest: { version: string } } }} [options] a stand-in package in tests
 * @returns {string} its absolute path
 */
function federationSdkEnvModule({ resolveSdk = () => installedPackage('@module-federation/sdk', sdkFrom) } = {}) {
  const sdk = resolveSdk();
  const file = path.join(sdk.dir, 'dist', 'env.js');
  if (!fs.existsSync(file)) {
    throw hookError({ library: '@module-federation/sdk', version: sdk.manifest.version, hook: SDK_ENV_HOOK, usedFor: 'replacing it by federation-env.mjs, which reads no storage at start-up' });
  }
  return file;
}

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

module.exports = { federationSdkEnvModule, injectRuntimePluginEsModule, SDK_ENV_HOOK, INJECT_RUNTIME_ESM_HOOK };
