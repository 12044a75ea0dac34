// @ts-check
const { federatedAppConfig } = require('tooling');
const { AppealSlugCollisionPlugin } = require('./siteRoutePaths');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'appeals',
  port: 3004,
  title: 'appeals-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
  plugins: [new AppealSlugCollisionPlugin()],
});
