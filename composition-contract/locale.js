// @ts-check
// The site's languages and how an address says which one a page is in: English at today's
// addresses, Spanish under `/es`. The shell decides a page's locale from its address with these
// functions, every remote's route table and the API read the same ones. Free of dependencies:
// the browser's bundles carry it.

/** @typedef {'en' | 'es'} Locale */

/** @type {readonly Locale[]} */
const LOCALES = ['en', 'es'];

/** @type {Locale} */
const DEFAULT_LOCALE = 'en';

/** The path prefix of each locale's pages (English has none). */
const LOCALE_PREFIX = /** @type {const} */ ({ en: '', es: '/es' });

/** What `Intl` (and the formats ui writes without it) is given for each locale. */
const INTL_LOCALE = /** @type {const} */ ({ en: 'en-US', es: 'es-US' });

/** Each language named in itself, for the language switch. */
const LANGUAGE_NAMES = /** @type {const} */ ({ en: 'English', es: 'Español' });

/** The cookie that remembers a visitor's chosen language for their next visit to `/`. */
const LOCALE_COOKIE = 'site_locale';

/**
 * What a remote exposes for each locale's route table: `./routes` (English) and `./routes-es`
 * (Spanish: every English path under `/es`). The shell loads the one of the page's locale.
 */
const ROUTES_MODULE = /** @type {const} */ ({ en: './routes', es: './routes-es' });

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
function isLocale(value) {
  return value === 'en' || value === 'es';
}

/**
 * The locale a path is in: `/es` and `/es/...` are Spanish, every other path English.
 * @param {string} path a pathname (no query or fragment)
 * @returns {Locale}
 */
function localeOfPath(path) {
  return path === LOCALE_PREFIX.es || path.startsWith(`${LOCALE_PREFIX.es}/`) ? 'es' : 'en';
}

/**
 * The path without its locale prefix: `/es/donate` → `/donate`, `/es` → `/`, `/donate` → `/donate`.
 * @param {string} path
 * @returns {string}
 */
function pathWithoutLocale(path) {
  if (localeOfPath(path) === 'en') return path;
  return path.slice(LOCALE_PREFIX.es.length) || '/';
}

/**
 * The same page's path in `locale`: `('/donate', 'es')` → `/es/donate`, `('/', 'es')` → `/es`,
 * `('/es/donate', 'en')` → `/donate`.
 * @param {string} path
 * @param {Locale} locale
 * @returns {string}
 */
function pathInLocale(path, locale) {
  const base = pathWithoutLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return base;
  return base === '/' ? prefix : `${prefix}${base}`;
}

module.exports = {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_PREFIX,
  INTL_LOCALE,
  LANGUAGE_NAMES,
  LOCALE_COOKIE,
  ROUTES_MODULE,
  isLocale,
  localeOfPath,
  pathWithoutLocale,
  pathInLocale,
};
