// @ts-check
// robots.txt and sitemap.xml. The sitemap lists the public pages of the remotes marked `inSitemap`
// in remotes.js (marketing and Shield: not the portal, not the appeal pages), read from the route
// lists those remotes publish, so a page a remote adds appears here without a shell change.
// One URL per page: an alias (e.g. /pepper.html for /pepper) is left out, and so is a page whose
// route says `noindex`.
const { escapeHtml, normalizePath } = require('composition-contract');

/** @typedef {import('./remote-registry').PublishedRoute} PublishedRoute */

/**
 * The sitemap's paths, in the remotes' order.
 * @param {{ routesOf: (name: string) => PublishedRoute[] }} registry
 * @param {string[]} remoteNames the remotes whose pages belong in the sitemap
 * @returns {string[]}
 */
function sitemapPaths(registry, remoteNames) {
  const seen = new Set();
  /** @type {string[]} */
  const paths = [];
  for (const name of remoteNames) {
    for (const route of registry.routesOf(name)) {
      if (route.noindex || route.path !== route.canonicalPath) continue;
      const key = normalizePath(route.path);
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push(route.path);
    }
  }
  return paths;
}

/**
 * @param {string} origin the site's public origin, e.g. https://www.example.org
 * @param {string[]} paths
 * @returns {string}
 */
function sitemapXml(origin, paths) {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/**
 * Everything may be crawled except the API; personal pages (appeals, portal) stay out of search
 * through their own noindex and their absence from the sitemap, never by being listed here.
 * @param {string} origin
 * @returns {string}
 */
function robotsTxt(origin) {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/**
 * Adds GET /robots.txt and GET /sitemap.xml to an Express app (the production and the dev server).
 * @param {import('express').Express} app
 * @param {{ registry: { routesOf: (name: string) => PublishedRoute[] }, remoteNames: string[], origin: string }} options
 */
function serveSeoFiles(app, { registry, remoteNames, origin }) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(origin));
  });
  app.get('/sitemap.xml', (_req, res) => {
    // Short-lived: a remote's new page should show within minutes.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(sitemapXml(origin, sitemapPaths(registry, remoteNames)));
  });
}

module.exports = { sitemapPaths, sitemapXml, robotsTxt, serveSeoFiles };
