// @ts-check
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
 * The installed version of a package, as its package.json says (resolved from `from`).
 * @param {string} packageName
 * @param {string} [from]
 */
function installedVersion(packageName, from = __dirname) {
  try {
    return /** @type {{ version: string }} */ (require(require.resolve(`${packageName}/package.json`, { paths: [from] }))).version;
  } catch {
    return '(version unknown)';
  }
}

module.exports = { hookError, installedVersion };
