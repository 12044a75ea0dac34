// @ts-check
// The site's two languages as the server tells browsers and search engines (issue 44): a page is
// served in the locale of its address (composition-contract/locale), but a Spanish route whose page
// stays English (`contentLocale: 'en'`, an appeal letter) is an English page; a page that exists in
// both languages names both (`hreflang`, English the default) in its head and in the sitemap; and a
// visitor who chose Spanish (the LOCALE_COOKIE) is sent from `/` to `/es`, never by the browser's
// Accept-Language.
const { INTL_LOCALE, LOCALE_COOKIE, escapeHtml, isLocale, localeOfPath, normalizePath, pathInLocale } = require('composition-contract');

/**
 * @typedef {import('composition-contract').Locale} Locale
 * @typedef {import('./remote-registry').PublishedRoute} PublishedRoute
 * @typedef {{ en: string, es: string }} LanguageVersions the canonical path of a page in each language
 */

/**
 * The locale a page is served in: its address's, English for a route whose page stays English.
 * @param {string} pathname
 * @param {PublishedRoute | undefined} route
 * @returns {Locale}
 */
function pageLocale(pathname, route) {
  return route?.contentLocale === 'en' ? 'en' : localeOfPath(pathname);
}

/**
 * Where search engines should index a page: its canonical path, the English address for a page that
 * stays English at a Spanish one (the same letter at two addresses).
 * @param {PublishedRoute} route
 */
function canonicalPathOf(route) {
  return route.contentLocale === 'en' ? pathInLocale(route.canonicalPath, 'en') : route.canonicalPath;
}

/**
 * The page's canonical path in each language, when it exists in both: its remote publishes its
 * twin (the Spanish table lists every English path under `/es`), whose content is Spanish.
 * @param {PublishedRoute[]} routes the owning remote's routes
 * @param {PublishedRoute} route
 * @returns {LanguageVersions | undefined}
 */
function languageVersions(routes, route) {
  /** @param {Locale} locale */
  const version = (locale) => {
    const wanted = normalizePath(pathInLocale(route.path, locale));
    return routes.find((candidate) => normalizePath(candidate.path) === wanted);
  };
  const english = version('en');
  const spanish = version('es');
  if (!english || !spanish || spanish.contentLocale === 'en') return undefined;
  return { en: english.canonicalPath, es: spanish.canonicalPath };
}

/**
 * The alternates of a page in both languages, absolute, with English as the default for a
 * language the site does not have (`x-default`).
 * @param {string} origin
 * @param {LanguageVersions} versions
 * @returns {Array<{ hreflang: string, href: string }>}
 */
function alternatesOf(origin, versions) {
  const en = new URL(versions.en, origin).href;
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'es', href: new URL(versions.es, origin).href },
    { hreflang: 'x-default', href: en },
  ];
}

/**
 * A page's alternates as `<link rel="alternate">` tags of its head.
 * @param {string} origin
 * @param {LanguageVersions} versions
 */
function alternateLinks(origin, versions) {
  return alternatesOf(origin, versions)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
    .join('');
}

/**
 * A locale as Open Graph writes it (`es_US`).
 * @param {Locale} locale
 */
const openGraphLocale = (locale) => INTL_LOCALE[locale].replace('-', '_');

/**
 * The language a visitor chose, from the cookie the language switch sets; none when they chose none.
 * @param {string | undefined} cookieHeader
 * @returns {Locale | undefined}
 */
function chosenLocale(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/**
 * `GET /` for a visitor who chose Spanish: 302 to the Spanish front page (keeping the query), when
 * the site has one. Every answer at `/` varies with the cookie, and the redirect is the visitor's
 * own: no shared cache may keep it. English (the cookie's `en`, or no choice) is served as always.
 * @param {{ hasPage: (pathname: string) => boolean }} site whether a page exists at a path
 * @returns {import('express').RequestHandler}
 */
function rememberedLanguage({ hasPage }) {
  const spanishFrontPage = pathInLocale('/', 'es');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.vary('Cookie');
    if (chosenLocale(req.headers.cookie) !== 'es' || !hasPage(spanishFrontPage)) return next();
    const query = req.url.indexOf('?');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.redirect(302, query === -1 ? spanishFrontPage : `${spanishFrontPage}${req.url.slice(query)}`);
  };
}

module.exports = { pageLocale, canonicalPathOf, languageVersions, alternatesOf, alternateLinks, openGraphLocale, chosenLocale, rememberedLanguage };
