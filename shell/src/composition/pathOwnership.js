// @ts-check
// Which remote owns a path, and whether its page holds a session (matched as the contract's
// normalizePath says): one rule for the browser (routing, the help-desk widget) and the shell's
// server (status code, preload hints, Content-Security-Policy). Plain CommonJS so that the server
// runs it without a build.

const { normalizePath } = require('composition-contract/page');

/** @typedef {import('composition-contract/page').RemoteDescriptor} RemoteDescriptor */

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

/**
 * Whether the page at a path holds a session (its route says `session: true`): no third-party code
 * may run there.
 * @param {RemoteDescriptor[]} descriptors
 * @param {string} pathname
 * @returns {boolean}
 */
function holdsSession(descriptors, pathname) {
  const wanted = normalizePath(pathname);
  return descriptors.some((remote) => (remote.sessionPaths ?? []).some((path) => normalizePath(path) === wanted));
}

module.exports = { findOwner, holdsSession };
