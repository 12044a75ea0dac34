// @ts-check
// The router surface the apps share (tooling/lib/shared-router.mjs) is provided under the name
// `react-router-dom`, so it cannot import `react-router-dom` itself (that name is the shared module,
// the surface): it imports the package's ES build by its file, `react-router-dom/dist/index.js`,
// which is what the package's `module` field names today but no public entry point. That import
// is in shared-router.mjs (an import must be written out); this module checks, as every build
// starts, that the file is still the package's ES build.
const path = require('node:path');
const fs = require('node:fs');
const { hookError, installedPackage } = require('./hook-error');

const ROUTER_ES_ENTRY = 'react-router-dom/dist/index.js';
const ROUTER_ES_ENTRY_HOOK = `${ROUTER_ES_ENTRY} (the package's ES build, its package.json's \`module\`)`;

/**
 * Throws when react-router-dom's ES build is no longer the file the shared surface imports.
 * @param {{ resolveRouter?: () => { dir: string, manifest: { version: string, module?: string } } }} [options] a stand-in package in tests
 */
function checkRouterEsEntry({ resolveRouter = () => installedPackage('react-router-dom') } = {}) {
  const router = resolveRouter();
  const entry = path.join(router.dir, ...ROUTER_ES_ENTRY.split('/').slice(1));
  if (!router.manifest.module || path.join(router.dir, router.manifest.module) !== entry || !fs.existsSync(entry)) {
    throw hookError({ library: 'react-router-dom', version: router.manifest.version, hook: ROUTER_ES_ENTRY_HOOK, usedFor: 'the router surface every app shares (tooling/lib/shared-router.mjs)' });
  }
}

module.exports = { checkRouterEsEntry, ROUTER_ES_ENTRY, ROUTER_ES_ENTRY_HOOK };
