// @ts-check
/**
 * The four remotes the shell composes (their names, folders, ports and variables: the contract's
 * `composition-contract/remotes`), and whether their public pages go in the sitemap. Read by the
 * shell's server at run time, by its build (path lists), and by `npm start` / `npm run build`.
 */
const { remotes: remotePlaces, localPort, remoteLocations } = require('composition-contract/remotes');

/** The remotes whose public pages go in the sitemap (never the portal's or the appeals'). */
const inSitemap = new Set(['marketing', 'shield']);

const remotes = remotePlaces.map((remote) => ({ ...remote, inSitemap: inSitemap.has(remote.name) }));

/** The remotes whose public pages go in the sitemap. */
function sitemapRemoteNames() {
  return remotes.filter((remote) => remote.inSitemap).map((remote) => remote.name);
}

module.exports = { remotes, localPort, remoteLocations, sitemapRemoteNames };
