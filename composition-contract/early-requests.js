// @ts-check
// A page's first API call, started by the shell's page itself as the document arrives, for a
// route that declares it (`earlyRequest` in its handle): a private page's data can only be asked
// for with the session the tab keeps, which the server never sees, so without this the request
// would wait for the page's code (the largest files of the visit) to arrive and run, one round
// trip after it. The shell's server writes `earlyRequestScript` into the head with its nonce; the
// page's own first call of the same path, with the same token, takes the answer (`takeEarlyResponse`).
// Kept free of dependencies (its own helper aside): the browser bundles carry the taking side.
const { jsonInScript } = require('./json-in-script');

/** Where the page keeps the requests it started, for the app to take. */
const EARLY_REQUESTS_GLOBAL = '__siteEarlyRequests';

/** An early request unanswered by then is abandoned, as a page's own calls are (a hung backend cannot hang the page). */
const EARLY_REQUEST_TIMEOUT_MS = 15_000;

/**
 * @typedef {{ path: string, tokenKey: string, unlessQuery?: string }} EarlyRequest what a route
 * declares: a GET of `path` (on the site's own /api/) with `Authorization: Bearer` and the token the
 * tab's sessionStorage keeps under `tokenKey`; none when there is no token, or when the address has
 * the query parameter `unlessQuery` (a login code the page exchanges for a new token first)
 * @typedef {{ url: string, token: string, response: Promise<Response> }} StartedRequest
 */

/**
 * The body of the inline script that starts the route's early request. Every value it is given is
 * JSON that nothing in can close the script.
 * @param {EarlyRequest} request
 * @returns {string}
 */
function earlyRequestScript(request) {
  return `(${startEarlyRequestSource}).apply(null,${jsonInScript([request, EARLY_REQUESTS_GLOBAL, EARLY_REQUEST_TIMEOUT_MS])})`;
}

/**
 * Runs in the page, as its inline script: kept to the language every supported browser parses
 * unbuilt, and to nothing outside itself (it is sent as its source text). A failure of the request
 * is the taker's to report (one nobody takes is not worth the console's error); storage refused
 * (a sandboxed frame, privacy settings) starts nothing, and the page asks for itself.
 * @param {EarlyRequest} request
 * @param {string} globalName
 * @param {number} timeoutMs
 */
function startEarlyRequest(request, globalName, timeoutMs) {
  try {
    var page = /** @type {any} */ (globalThis);
    if (request.unlessQuery && new URLSearchParams(page.location.search).has(request.unlessQuery)) return;
    var token = page.sessionStorage.getItem(request.tokenKey);
    if (!token) return;
    var response = fetch(request.path, {
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    response.catch(function () {});
    (page[globalName] = page[globalName] || []).push({ url: request.path, token: token, response: response });
  } catch {
    // Storage refused: nothing started.
  }
}

/** Read once: the server writes it into every page whose route declares an early request. */
const startEarlyRequestSource = startEarlyRequest.toString();

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

module.exports = { EARLY_REQUESTS_GLOBAL, earlyRequestScript, takeEarlyResponse };
