// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

const federated = federatedAppConfig({
  appDir: __dirname,
  name: 'shield',
  port: remoteNamed('shield').port,
  title: 'shield-remote (standalone)',
  // What this remote offers the shell: its route objects in English and in Spanish, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
  // Product and organisation names that stay as they are on the Spanish pages.
  untranslatedText: ['The Garden State Ledger', 'Bay Colony News', 'Harbor Gazette', 'Metro Tech'],
});

/**
 * A page's English and Spanish entries (index.tsx, es.tsx) share its components. webpack's default
 * would move what they share into a chunk of its own, one more script on a first visit (budgets.spec.ts
 * allows 6); each page's chunk keeps its own copy instead, and only one language is ever loaded.
 * @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
module.exports = (env, argv) => {
  const [browser, ...others] = federated(env, argv);
  const optimization = { ...browser.optimization, splitChunks: { cacheGroups: { default: false } } };
  return [{ ...browser, optimization }, ...others];
};
