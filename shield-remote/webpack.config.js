// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'shield',
  port: remoteNamed('shield').port,
  title: 'shield-remote (standalone)',
  // What this remote offers the shell: its route objects in English and in Spanish, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
});
