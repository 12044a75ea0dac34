// @ts-check
// The composition contract: what the remotes, the shell's build, the shell's server and the
// browser agree on. The browser imports only `composition-contract/page` (no zod in its bundles).
/**
 * @typedef {import('./page').RemoteDescriptor} RemoteDescriptor
 * @typedef {import('./page').SiteData} SiteData
 * @typedef {import('./fragments').PageFragment} PageFragment
 * @typedef {import('./fragments').FragmentsFile} FragmentsFile
 * @typedef {import('./routes').RouteHandle} RouteHandle
 * @typedef {import('./routes').PublishedRoute} PublishedRoute
 */
module.exports = {
  ...require('./page'),
  ...require('./fragments'),
  ...require('./routes'),
};
