// @ts-check
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'shield',
  port: 3002,
  title: 'shield-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
});
