// @ts-check
// The four remotes: their federation names, folders, local ports (`npm start`, a remote's dev and
// static servers) and the variables that move them. The one place a remote's port is written: the
// shell's server and build, the scripts and each remote's own configuration read it here
// (tooling/lib/agreed-strings.test.js fails on a second copy).
/** @typedef {{ name: string, folder: string, port: number, portVariable: string, urlVariable: string }} RemotePlace */

/** @type {RemotePlace[]} */
const remotes = [
  { name: 'marketing', folder: 'marketing-remote', port: 3001, portVariable: 'MARKETING_PORT', urlVariable: 'MARKETING_REMOTE_URL' },
  { name: 'shield', folder: 'shield-remote', port: 3002, portVariable: 'SHIELD_PORT', urlVariable: 'SHIELD_REMOTE_URL' },
  { name: 'portal', folder: 'portal-remote', port: 3003, portVariable: 'PORTAL_PORT', urlVariable: 'PORTAL_REMOTE_URL' },
  { name: 'appeals', folder: 'appeals-remote', port: 3004, portVariable: 'APPEALS_PORT', urlVariable: 'APPEALS_REMOTE_URL' },
];

/**
 * A remote by its federation name or its folder's name.
 * @param {string} nameOrFolder
 * @returns {RemotePlace}
 */
function remoteNamed(nameOrFolder) {
  const remote = remotes.find((candidate) => candidate.name === nameOrFolder || candidate.folder === nameOrFolder);
  if (!remote) throw new Error(`no remote named ${nameOrFolder}`);
  return remote;
}

/**
 * The port a remote is served on locally.
 * @param {RemotePlace} remote
 * @param {NodeJS.ProcessEnv} env
 */
function localPort(remote, env) {
  return Number(env[remote.portVariable] ?? remote.port);
}

/**
 * Where each remote lives now, from the environment (read at run time, so a move needs no rebuild).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ name: string, url: string }[]}
 */
function remoteLocations(env) {
  return remotes.map((remote) => ({
    name: remote.name,
    url: (env[remote.urlVariable] ?? `http://localhost:${localPort(remote, env)}`).replace(/\/+$/, ''),
  }));
}

module.exports = { remotes, remoteNamed, localPort, remoteLocations };
