// @ts-check
// Which remote owns a path: one rule for the browser (routing) and the shell's server (status
// code and preload hints). Plain CommonJS so that the server runs it without a build.

/** @typedef {import('composition-contract/page').RemoteDescriptor} RemoteDescriptor */

/**
 * Paths match as React Router matches them: case-insensitive, trailing slash ignored.
 * @param {string} pathname
 * @returns {string}
 */
function normalizePath(pathname) {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * The remote that owns a path, if any.
 * @param {RemoteDescriptor[]} descriptors
 * @param {string} pathname
 * @returns {RemoteDescriptor | undefined}
 */
function findOwner(descriptors, pathname) {
  const wanted = normalizePath(pathname);
  return descriptors.find((remote) => remote.paths.some((path) => normalizePath(path) === wanted));
}

module.exports = { normalizePath, findOwner };
