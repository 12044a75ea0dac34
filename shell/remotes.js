// @ts-check
/**
 * The four remotes the shell composes: their federation names, folders, local ports, the
 * variables that move them, and whether their public pages go in the sitemap. Read by the shell's server at run time, by its build (path lists), and
 * by `npm start` / `npm run build`.
 */
const remotes = [
  { name: 'marketing', folder: 'marketing-remote', port: 3001, portVariable: 'MARKETING_PORT', urlVariable: 'MARKETING_REMOTE_URL', inSitemap: true },
  { name: 'shield', folder: 'shield-remote', port: 3002, portVariable: 'SHIELD_PORT', urlVariable: 'SHIELD_REMOTE_URL', inSitemap: true },
  { name: 'portal', folder: 'portal-remote', port: 3003, portVariable: 'PORTAL_PORT', urlVariable: 'PORTAL_REMOTE_URL', inSitemap: false },
  { name: 'appeals', folder: 'appeals-remote', port: 3004, portVariable: 'APPEALS_PORT', urlVariable: 'APPEALS_REMOTE_URL', inSitemap: false },
];

/**
 * The port a remote is served on locally.
 * @param {typeof remotes[number]} remote
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

/** The remotes whose public pages go in the sitemap. */
function sitemapRemoteNames() {
  return remotes.filter((remote) => remote.inSitemap).map((remote) => remote.name);
}

module.exports = { remotes, localPort, remoteLocations, sitemapRemoteNames };
