// @ts-check
const { remoteNamed } = require('composition-contract/remotes');
const { federatedAppConfig } = require('tooling');

module.exports = federatedAppConfig({
  appDir: __dirname,
  name: 'marketing',
  port: remoteNamed('marketing').port,
  title: 'marketing-remote (standalone)',
  // What this remote offers the shell: its route objects per language (composition-contract/locale's ROUTES_MODULE), pages loaded lazily.
  exposes: { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' },
  // The blog's feeds, English and Spanish, served by the shell at the site's own addresses.
  publishedFiles: [
    { path: '/blog/rss.xml', source: 'src/content/blog/generated/rss.xml', type: 'application/rss+xml' },
    { path: '/es/blog/rss.xml', source: 'src/content/blog/generated/rss.es.xml', type: 'application/rss+xml' },
  ],
});
