// @ts-check
// A page's first API call, started by the shell's page itself as the document arrives, for a
// route that declares it (`earlyRequest` in its handle): a private page's data can only be asked
// for with the session the tab keeps, which the server never sees, so without this the request
// would wait for the page's code (the largest files of the visit) to arrive and run, one round
// trip after it. The shell's server writes `earlyRequestScript` into the head with its nonce; the
// page's own first call of the same path, with the same token, takes the answer (`takeEarlyResponse`).
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
// Kept free of dependencies (its own helper aside): the browser bundles carry the taking side.
const { jsonInScript } = require('./json-in-script');

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
 * The body of the inline script that starts the route's early request. Every value it is given is
 * JSON that nothing in can close the script.
 * @param {EarlyRequest} request
 * @returns {string}
 */
function earlyRequestScript(request) {
  const names = { requests: EARLY_REQUESTS_GLOBAL, firstView: FIRST_VIEW_GLOBAL, slot: FIRST_VIEW_SLOT, when: FIRST_VIEW_WHEN, afterPaintHint: AFTER_PAINT_HINT };
  return `(${startEarlyRequestSource}).apply(null,${jsonInScript([request, names, EARLY_REQUEST_TIMEOUT_MS])})`;
}

/**
 * Runs in the page, as its inline script: kept to the language every supported browser parses
 * unbuilt, and to nothing outside itself (it is sent as its source text). A failure of the request
 * is the taker's to report (one nobody takes is not worth the console's error); storage refused
 * (a sandboxed frame, privacy settings) starts nothing, and the page asks for itself. Written after
 * the page's script hints in the head: when it starts nothing, it has them fetched at once.
 * @param {EarlyRequest} request
 * @param {{ requests: string, firstView: string, slot: string, when: string, afterPaintHint: string }} names
 * @param {number} timeoutMs
 */
function startEarlyRequest(request, names, timeoutMs) {
  var page = /** @type {any} */ (globalThis);
  var document = page.document;
  /** @type {Promise<Response> | undefined} */
  var response;
  var token = null;
  try {
    if (!(request.unlessQuery && new URLSearchParams(page.location.search).has(request.unlessQuery))) token = page.sessionStorage.getItem(request.tokenKey);
    if (token)
      response = fetch(request.path, {
        credentials: 'include',
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
      });
  } catch {
    // Storage refused, or a browser without what the request needs: nothing started.
  }
  if (!response) {
    document.querySelectorAll('link[' + names.afterPaintHint + ']').forEach(function (/** @type {HTMLLinkElement} */ hint) {
      hint.rel = 'preload';
    });
    return;
  }
  response.catch(function () {});
  (page[names.requests] = page[names.requests] || []).push({ url: request.path, token: token, response: response });

  // The first view. Its copy of the answer is made before the page's code can take the answer; it
  // waits for the whole document (slots and templates), and is settled at once where it has no slot.
  var copy = response.then(function (/** @type {Response} */ answer) {
    return answer.ok ? answer.clone().json() : undefined;
  });
  copy.catch(function () {});
  page[names.firstView] = new Promise(function (parsed) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
    else parsed(undefined);
  })
    .then(function () {
      return document.querySelector('[' + names.slot + ']:not(template)') ? copy : undefined;
    })
    .then(function (/** @type {unknown} */ answer) {
      if (answer === undefined || !paintAll(answer) || document.visibilityState === 'hidden') return undefined;
      // Settled once the frame that shows it has been produced.
      return new Promise(function (painted) {
        page.requestAnimationFrame(function () {
          setTimeout(painted, 0);
        });
      });
    })
    .catch(function () {});

  /** @param {unknown} answer @returns {boolean} whether any slot was filled */
  function paintAll(answer) {
    var painted = false;
    document.querySelectorAll('[' + names.slot + ']:not(template)').forEach(function (/** @type {Element} */ slot) {
      var templates = document.querySelectorAll('template[' + names.slot + ']');
      for (var index = 0; index < templates.length; index++) {
        var template = /** @type {HTMLTemplateElement} */ (templates[index]);
        if (template.getAttribute(names.slot) !== slot.getAttribute(names.slot) || !holds(answer, template.getAttribute(names.when))) continue;
        slot.replaceChildren(filled(answer, template));
        painted = true;
        return;
      }
    });
    return painted;
  }

  /** @param {unknown} answer @param {string | null} conditions */
  function holds(answer, conditions) {
    var wanted = conditions ? JSON.parse(conditions) : {};
    return Object.keys(wanted).every(function (pointer) {
      var value = valueAt(answer, pointer);
      var expected = wanted[pointer];
      if (Array.isArray(expected)) return expected.some(function (one) { return equals(value, one); });
      return equals(value, expected);
    });
  }

  /** @param {unknown} value @param {unknown} expected */
  function equals(value, expected) {
    if (expected === null) return value === null || value === undefined;
    if (typeof expected === 'object') return Boolean(value) === /** @type {{ truthy: boolean }} */ (expected).truthy;
    return value === expected;
  }

  /** The value at a JSON pointer, own properties only. @param {unknown} answer @param {string} pointer */
  function valueAt(answer, pointer) {
    return pointer
      .split('/')
      .slice(1)
      .reduce(function (/** @type {any} */ value, /** @type {string} */ key) {
        key = key.replace(/~1/g, '/').replace(/~0/g, '~');
        return value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
      }, answer);
  }

  /**
   * The template's content with each marker's value put in as text, and in a link's address as
   * the page's code writes it there (URL-encoded).
   * @param {unknown} answer @param {HTMLTemplateElement} template
   */
  function filled(answer, template) {
    var view = /** @type {DocumentFragment} */ (template.content.cloneNode(true));
    var texts = document.createTreeWalker(view, 4 /* NodeFilter.SHOW_TEXT */);
    for (var text = texts.nextNode(); text; text = texts.nextNode()) {
      /** @type {Text} */ (text).data = /** @type {Text} */ (text).data.replace(/\{\{([^|{}]*)\|([^{}]*)\}\}/g, function (_marker, /** @type {string} */ pointer, /** @type {string} */ fallback) {
        return textAt(answer, pointer, fallback);
      });
    }
    view.querySelectorAll('[href*="%7B%7B"]').forEach(function (/** @type {Element} */ link) {
      link.setAttribute(
        'href',
        String(link.getAttribute('href')).replace(/%7B%7B(.*?)%7C(.*?)%7D%7D/g, function (_marker, /** @type {string} */ pointer, /** @type {string} */ fallback) {
          return encodeURIComponent(textAt(answer, decodeURIComponent(pointer), decodeURIComponent(fallback)));
        }),
      );
    });
    return view;
  }

  /** A marker's text: the answer's text or number there, else the fallback. @param {unknown} answer @param {string} pointer @param {string} fallback */
  function textAt(answer, pointer, fallback) {
    var value = valueAt(answer, pointer);
    return (typeof value === 'string' || typeof value === 'number') && value ? String(value) : fallback;
  }
}

/**
 * Read once: the server writes it into every page whose route declares an early request. Its
 * block comments (the types) are left out; it holds no "/" followed by "*" elsewhere.
 */
const startEarlyRequestSource = startEarlyRequest.toString().replace(/\/\*[\s\S]*?\*\//g, '');

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

module.exports = { AFTER_PAINT_HINT, EARLY_REQUESTS_GLOBAL, earlyRequestScript, FIRST_VIEW_GLOBAL, FIRST_VIEW_SLOT, FIRST_VIEW_WHEN, firstViewMarker, takeEarlyResponse };
