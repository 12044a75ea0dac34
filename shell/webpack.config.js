// @ts-check
const path = require('node:path');
const { federatedAppConfig, JsonAssetPlugin, readRoutePaths } = require('tooling');
const { remotes } = require('./remotes');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  template: './src/index.html',
  favicon: './src/favicon.svg',
  plugins: [
    // The build-time copy of each remote's path list: the server's last resort when a remote is down
    // at start, so the remote's routes still say "unavailable" rather than "not found".
    new JsonAssetPlugin({
      filename: 'remote-routes.json',
      dependencies: remotes.map((remote) => routesFileOf(remote.folder)),
      build: () => Object.fromEntries(remotes.map((remote) => [remote.name, readRoutePaths(routesFileOf(remote.folder))])),
    }),
  ],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:4000' }],
  },
});

/** @param {string} folder */
function routesFileOf(folder) {
  return path.join(__dirname, '..', folder, 'src/routes.tsx');
}
