// @ts-check
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'marketing',
  port: 3001,
  title: 'marketing-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
});
