// @ts-check
// The site's name and how a page's title is written, as the browser (ui's usePageTitle), the
// shell's server (the served <title>) and the API (certificates, emails) write them. Free of
// dependencies: the browser's bundles carry it.

/** The organisation's (fictional) name: the one place it is spelled out. */
const SITE_NAME = 'Digital Harbor';

/** The title of the page no remote owns. */
const NOT_FOUND_TITLE = '404 Page Not Found';

/** The not-found page's title in each locale (composition-contract/locale): a Spanish address's is Spanish. */
const NOT_FOUND_TITLES = /** @type {const} */ ({ en: NOT_FOUND_TITLE, es: '404 Página no encontrada' });

/**
 * A page's document title: "<page> | <site>", or the site's name alone for the page named after it.
 * @param {string} title the page's own title (its route's `handle.title`)
 * @returns {string}
 */
function pageTitle(title) {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

module.exports = { SITE_NAME, NOT_FOUND_TITLE, NOT_FOUND_TITLES, pageTitle };
