// @ts-check
// robots.txt and sitemap.xml. The sitemap lists the public pages of the remotes marked `inSitemap`
// in remotes.js (marketing and Shield: not the portal, not the appeal pages), read from the route
// lists those remotes publish, so a page a remote adds appears here without a shell change.
// One URL per page: an alias (e.g. /pepper.html for /pepper) is left out, and so is a page whose
// route says `noindex`. Both languages are listed (each remote's English pages, then its Spanish
// ones), a page in both with its alternates (languages.js), as its head names them.
const { escapeHtml, normalizePath } = require('composition-contract');
const { alternatesOf, languageVersions } = require('./languages');

/** @typedef {import('./remote-registry').PublishedRoute} PublishedRoute */

/** @typedef {{ path: string, lastModified?: string, versions?: import('./languages').LanguageVersions }} SitemapEntry */

/**
 * The sitemap's pages, in the remotes' order, with the date a page says its content last changed
 * and its address in each language when it has both. A Spanish address whose page stays English is
 * not a page of its own.
 * @param {{ routesOf: (name: string) => PublishedRoute[] }} registry
 * @param {string[]} remoteNames the remotes whose pages belong in the sitemap
 * @returns {SitemapEntry[]}
 */
function sitemapEntries(registry, remoteNames) {
  const seen = new Set();
  /** @type {SitemapEntry[]} */
  const entries = [];
  for (const name of remoteNames) {
    const routes = registry.routesOf(name);
    for (const route of routes) {
      if (route.noindex || route.path !== route.canonicalPath || route.contentLocale === 'en') continue;
      const key = normalizePath(route.path);
      if (seen.has(key)) continue;
      seen.add(key);
      const versions = languageVersions(routes, route);
      entries.push({ path: route.path, ...(route.lastModified ? { lastModified: route.lastModified } : {}), ...(versions ? { versions } : {}) });
    }
  }
  return entries;
}

/**
 * @param {string} origin the site's public origin, e.g. https://www.example.org
 * @param {SitemapEntry[]} entries
 * @returns {string}
 */
function sitemapXml(origin, entries) {
  const urls = entries
    .map(({ path, lastModified, versions }) => {
      const alternates = versions
        ? alternatesOf(origin, versions)
            .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
            .join('')
        : '';
      return `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates}</url>\n`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
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
    res.type('application/xml').send(sitemapXml(origin, sitemapEntries(registry, remoteNames)));
  });
}

module.exports = { sitemapEntries, sitemapXml, robotsTxt, serveSeoFiles };
