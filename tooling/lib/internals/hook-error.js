// @ts-check
const fs = require('node:fs');
const path = require('node:path');
// How every guarded module of tooling (this folder: the only code that reaches into a library's
// internals, listed in docs/internals.md) says that an upgrade took away what it relies on.

/**
 * @param {{ library: string, version: string, hook: string, usedFor: string }} hook
 * @returns {Error} an error naming the hook and the library's installed version
 */
function hookError({ library, version, hook, usedFor }) {
  return new Error(`${library} ${version}: ${hook} is not as tooling relies on (${usedFor}); see docs/internals.md`);
}

/**
 * An installed package's folder and package.json, found from its entry (a package's `exports` may
 * not list its package.json).
 * @param {string} packageName
 * @param {string} [from] where to resolve it from
 * @returns {{ dir: string, manifest: { name: string, version: string, main?: string, module?: string } }}
 */
function installedPackage(packageName, from = __dirname) {
  let dir = path.dirname(require.resolve(packageName, { paths: [from] }));
  for (;;) {
    const manifestFile = path.join(dir, 'package.json');
    if (fs.existsSync(manifestFile)) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      if (manifest.name === packageName) return { dir, manifest };
    }
    if (path.dirname(dir) === dir) throw new Error(`${packageName}: no package.json above its entry`);
    dir = path.dirname(dir);
  }
}

/**
 * The installed version of a package, for an error message.
 * @param {string} packageName
 * @param {string} [from]
 */
function installedVersion(packageName, from) {
  try {
    return installedPackage(packageName, from).manifest.version;
  } catch {
    return '(version unknown)';
  }
}

module.exports = { hookError, installedPackage, installedVersion };
