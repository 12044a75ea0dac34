// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'portal',
  port: remoteNamed('portal').port,
  title: 'portal-remote (standalone)',
  // What this remote offers the shell: its route objects per language (composition-contract/locale's
  // ROUTES_MODULE), pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
});
