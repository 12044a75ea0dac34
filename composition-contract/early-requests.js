// @ts-check
// A page's first API call, started by the shell's page itself as the document arrives, for a
// route that declares it (`earlyRequest` in its handle): a private page's data can only be asked
// for with the session the tab keeps, which the server never sees, so without this the request
// would wait for the page's code (the largest files of the visit) to arrive and run, one round
// trip after it. The shell's server writes `earlyRequestScript` into the head with its nonce; the
// page's own first call of the same path, with the same token, takes the answer (`takeEarlyResponse`).
// This file is what the browser bundles carry (the names, the markers, the taking side); the
// script's source is the server's (early-request-script.js).
//
// The answer can also be shown before the page's code arrives: its "first view". The page's
// server HTML holds, for a slot (an element marked FIRST_VIEW_SLOT that React leaves alone), the
// variants of what the page's code will render there first, rendered by that code on the server
// as inert templates whose texts are markers (`firstViewMarker`). When the answer arrives, the
// script clones the first variant whose conditions the answer meets, puts the answer's values in
// place of the markers (as text, never markup) and shows it in the slot; the page's code later
// renders the same there, so nothing moves. Meanwhile the site's code waits (the template's loader,
// shell/src/index.html, waits for FIRST_VIEW_GLOBAL), so that its files do not compete with that
// paint; a page that starts no request fetches its code at once, as the code is then what it waits for.
// Kept free of dependencies: the browser bundles carry it.
/** Where the page keeps the requests it started, for the app to take. */
const EARLY_REQUESTS_GLOBAL = '__siteEarlyRequests';

/** An early request unanswered by then is abandoned, as a page's own calls are (a hung backend cannot hang the page). */
const EARLY_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Where the page keeps the promise of its first view: settled once the first view has been painted,
 * or once there will be none (no answer, a failed one, no variant for it).
 */
const FIRST_VIEW_GLOBAL = '__siteFirstView';

/** The attribute of a slot (its value names it), and of each template of a variant for that slot. */
const FIRST_VIEW_SLOT = 'data-first-view-slot';

/**
 * A template's conditions, as JSON: each JSON pointer into the answer with what it must hold: a
 * string, number or boolean equal to it; `null`, null or absent; an array, any of its values; and
 * `{ "truthy": true | false }` for any value JavaScript counts as true (or false). The first
 * template of a slot whose conditions all hold is shown; a template without conditions always is.
 */
const FIRST_VIEW_WHEN = 'data-first-view-when';

/** The links to the site's scripts that the template's loader turns into preloads after the first paint (shell/src/index.html). */
const AFTER_PAINT_HINT = 'data-preload-after-paint';

/**
 * The text a template holds for a value of the answer: its JSON pointer and, for a value that is
 * absent, empty or not text or a number, the text shown instead (as `value || fallback` renders).
 * Filled in text, and in a link's address (`href`) where the page's code puts it URL-encoded.
 * @param {string} pointer
 * @param {string} [fallback]
 */
function firstViewMarker(pointer, fallback = '') {
  if (!/^(?:\/[^/|{}]*)+$/.test(pointer) || /[{}]/.test(fallback)) throw new Error(`not a first view marker: ${pointer} | ${fallback}`);
  return `{{${pointer}|${fallback}}}`;
}

/**
 * @typedef {{ path: string, tokenKey: string, unlessQuery?: string }} EarlyRequest what a route
 * declares: a GET of `path` (on the site's own /api/) with `Authorization: Bearer` and the token the
 * tab's sessionStorage keeps under `tokenKey`; none when there is no token, or when the address has
 * the query parameter `unlessQuery` (a login code the page exchanges for a new token first)
 * @typedef {{ url: string, token: string, response: Promise<Response> }} StartedRequest
 */

/**
 * The answer to a GET of `url` with `token` that the page started early, taken once; undefined when
 * it started none (another page, another token, a later call).
 * @param {string} url
 * @param {string | undefined} token
 * @returns {Promise<Response> | undefined}
 */
function takeEarlyResponse(url, token) {
  const started = /** @type {Record<string, StartedRequest[] | undefined>} */ (/** @type {unknown} */ (globalThis))[EARLY_REQUESTS_GLOBAL] ?? [];
  const index = started.findIndex((request) => request.url === url && request.token === token);
  return index < 0 ? undefined : started.splice(index, 1)[0]?.response;
}

module.exports = { AFTER_PAINT_HINT, EARLY_REQUEST_TIMEOUT_MS, EARLY_REQUESTS_GLOBAL, FIRST_VIEW_GLOBAL, FIRST_VIEW_SLOT, FIRST_VIEW_WHEN, firstViewMarker, takeEarlyResponse };
