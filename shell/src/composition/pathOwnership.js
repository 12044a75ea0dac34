// @ts-check
// Which remote owns a path (matched as the contract's normalizePath says): one rule for the browser
// (routing) and the shell's server (status code and preload hints). Plain CommonJS so that the
// server runs it without a build.

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

module.exports = { findOwner };
