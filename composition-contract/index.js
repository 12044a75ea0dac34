// @ts-check
// The composition contract: what the remotes, the shell's build, the shell's server and the
// browser agree on. The browser imports only `composition-contract/page`,
// `composition-contract/providers` and `composition-contract/early-requests` (no zod in its bundles); this entry, with the schemas, is the servers'.
/**
 * @typedef {import('./page').RemoteDescriptor} RemoteDescriptor
 * @typedef {import('./page').SiteData} SiteData
 * @typedef {import('./fragments').PageFragment} PageFragment
 * @typedef {import('./fragments').FragmentsFile} FragmentsFile
 * @typedef {import('./locale').Locale} Locale
 * @typedef {import('./routes').RouteHandle} RouteHandle
 * @typedef {import('./routes').PublishedRoute} PublishedRoute
 * @typedef {import('./early-requests').EarlyRequest} EarlyRequest
 * @typedef {import('./providers').EmbedKey} EmbedKey
 * @typedef {import('./providers').PublicProviders} PublicProviders
 * @typedef {import('./providers-config').ProvidersConfig} ProvidersConfig
 * @typedef {import('./providers-config').EmbedOrigin} EmbedOrigin
 */
module.exports = {
  ...require('./page'),
  ...require('./html'),
  ...require('./site'),
  ...require('./locale'),
  ...require('./sign-in'),
  ...require('./fragments'),
  ...require('./routes'),
  ...require('./early-requests'),
  ...require('./early-request-script'),
  ...require('./providers'),
  ...require('./providers-config'),
};
