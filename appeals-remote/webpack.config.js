// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');
const { AppealChecksPlugin } = require('./appealChecks');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'appeals',
  port: remoteNamed('appeals').port,
  title: 'appeals-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
  // appeals.json against its schema and the site's reserved paths: a bad entry fails the build.
  plugins: [new AppealChecksPlugin()],
});
