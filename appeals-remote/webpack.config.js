// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');
const { AppealChecksPlugin } = require('./appealChecks');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'appeals',
  port: remoteNamed('appeals').port,
  title: 'appeals-remote (standalone)',
  // What this remote offers the shell: its route objects per language (composition-contract/locale's
  // ROUTES_MODULE; the Spanish addresses answer the same English letters), pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
  // appeals.json against its schema and the site's reserved paths: a bad entry fails the build.
  plugins: [new AppealChecksPlugin()],
});
