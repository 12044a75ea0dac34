// @ts-check
// The parts of the contract the browser needs as well as the servers: kept free of dependencies,
// because every app's browser bundle carries them.

/**
 * The contract's version: fragments.json says which one its remote was built against. A change
 * a reader of an older version would misread (a renamed field, a new placeholder) takes a new version.
 */
const { jsonInScript } = require('./json-in-script');

const CONTRACT_VERSION = 1;

/** Where a remote's prerendered HTML refers to its own files; the shell's server puts the remote's URL there. */
const REMOTE_URL_PLACEHOLDER = '__REMOTE_URL__/';

/**
 * A remote's container entry, the one file the browser loads a remote by (the federation runtime
 * then fetches its chunks); it keeps this name in every release, its chunks are hashed.
 */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The URL the browser loads a remote by: its container entry, so the federation runtime needs no
 * manifest (one request fewer, and none of the runtime's manifest code: see tooling/lib/webpack-config.js).
 * @param {string} remoteUrl the remote's base URL, without a trailing slash
 */
function remoteEntryUrl(remoteUrl) {
  return `${remoteUrl}/${REMOTE_ENTRY_FILE}`;
}

/** Where the shell's server-rendered layout leaves room for the owning remote's page. */
const PAGE_SLOT = '@@shell-page-slot@@';

/** The id of the JSON element the shell's server writes into the page for the app (SiteData). */
const SITE_DATA_ELEMENT_ID = 'site-data';

/**
 * The digest React gives a page the shell's server leaves to the browser: React reports such a
 * boundary as a recoverable error, but it is on purpose.
 */
const RENDERED_IN_BROWSER_DIGEST = 'rendered-in-browser';

/**
 * @typedef {{ name: string, entry: string, paths: string[], sessionPaths?: string[] }} RemoteDescriptor
 * a remote in the remote list (/remotes.json and the page's site data): its federation name, its
 * container entry's URL (remoteEntryUrl), the paths it owns, and those of them whose route holds a
 * session (`handle.session`, routes.js)
 * @typedef {{ remote: string, buildId: string }} PageOrigin which build of which remote rendered the
 * prerendered page the document holds
 * @typedef {{ remotes?: RemoteDescriptor[], hydrate: boolean, page?: PageOrigin, locale?: import('./locale').Locale, chrome?: object }} SiteData
 * what the page brings the app: the remote list (so routing needs no request), whether #root holds
 * the server's render to hydrate, when it holds a remote's prerendered page, which build made it,
 * the locale the server served the document in (its `<html lang>`; the app reads its locale from
 * the address, ui's useLocale, so `parseSiteData` leaves it out), and the shell's texts in the
 * page's language (`chrome`: nav, footer, notices, as the shell's layout render wrote them; its
 * browser bundle carries no language's)
 */

/**
 * A path as the shell matches it (as React Router does): case-insensitive, trailing slash ignored.
 * @param {string} pathname
 * @returns {string}
 */
function normalizePath(pathname) {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * @param {unknown} value
 * @returns {value is RemoteDescriptor[]}
 */
function isRemoteList(value) {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item?.name === 'string' &&
        typeof item.entry === 'string' &&
        isPathList(item.paths) &&
        (item.sessionPaths === undefined || isPathList(item.sessionPaths)),
    )
  );
}

/**
 * @param {unknown} value
 * @returns {value is string[]}
 */
const isPathList = (value) => Array.isArray(value) && value.every((path) => typeof path === 'string');

/**
 * The site data as a script element; `<` is escaped so no text in it can close the script.
 * @param {SiteData} data
 * @param {string} nonce
 */
function siteDataElement(data, nonce) {
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}" nonce="${nonce}">${jsonInScript(data)}</script>`;
}

/**
 * Reads the text of the site data element; none (the dev server's page) or a malformed one means
 * "render from scratch".
 * @param {string | null | undefined} text
 * @returns {SiteData}
 */
function parseSiteData(text) {
  if (!text) return { hydrate: false };
  try {
    const data = JSON.parse(text);
    if (!isRemoteList(data?.remotes)) return { hydrate: false };
    const page = data.page;
    const origin = typeof page?.remote === 'string' && typeof page.buildId === 'string' ? { remote: page.remote, buildId: page.buildId } : undefined;
    const chrome = typeof data.chrome === 'object' && data.chrome !== null ? { chrome: data.chrome } : {};
    return { remotes: data.remotes, hydrate: data.hydrate === true, ...(origin ? { page: origin } : {}), ...chrome };
  } catch {
    return { hydrate: false };
  }
}

module.exports = {
  CONTRACT_VERSION,
  REMOTE_URL_PLACEHOLDER,
  REMOTE_ENTRY_FILE,
  remoteEntryUrl,
  PAGE_SLOT,
  SITE_DATA_ELEMENT_ID,
  RENDERED_IN_BROWSER_DIGEST,
  normalizePath,
  isRemoteList,
  siteDataElement,
  parseSiteData,
};
