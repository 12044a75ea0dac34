// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

const configs = federatedAppConfig({
  appDir: __dirname,
  name: 'portal',
  port: remoteNamed('portal').port,
  title: 'portal-remote (standalone)',
  // What this remote offers the shell: its route objects per language (composition-contract/locale's
  // ROUTES_MODULE), pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
});

/**
 * A page's English and Spanish entries share the page's code, and a document only ever loads one
 * of them: that code stays inside each entry's chunk (a copy per language) rather than in a chunk
 * of its own, which would cost every first visit one more request. Only large modules shared by
 * several pages (libraries) still get chunks of their own. Sizes are of the unminified modules.
 */
const onePageOneChunk = { splitChunks: { chunks: /** @type {const} */ ('async'), minSize: 60_000 } };

/** @type {typeof configs} */
module.exports = (env, argv) => {
  const built = configs(env, argv);
  const [browser, ...others] = Array.isArray(built) ? built : [built];
  return [{ ...browser, optimization: { ...browser?.optimization, ...onePageOneChunk } }, ...others];
};
