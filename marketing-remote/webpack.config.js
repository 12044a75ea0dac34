// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'marketing',
  port: remoteNamed('marketing').port,
  title: 'marketing-remote (standalone)',
  // What this remote offers the shell: its route objects, pages loaded lazily.
  exposes: { './routes': './src/routes.tsx' },
  // The blog's feed, served by the shell at the site's own address.
  publishedFiles: [{ path: '/blog/rss.xml', source: 'src/content/blog/generated/rss.xml', type: 'application/rss+xml' }],
});
