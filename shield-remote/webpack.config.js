// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'shield',
  port: remoteNamed('shield').port,
  title: 'shield-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
});
