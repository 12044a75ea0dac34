// @ts-check
// The inline script that starts a route's early request and paints its first view
// (early-requests.js says what both are). The shell's server writes it into the page's head with
// its nonce; it is sent as source text, so it stays out of the browser bundles.
const { AFTER_PAINT_HINT, EARLY_REQUEST_TIMEOUT_MS, EARLY_REQUESTS_GLOBAL, FIRST_VIEW_GLOBAL, FIRST_VIEW_SLOT, FIRST_VIEW_WHEN } = require('./early-requests');
const { jsonInScript } = require('./json-in-script');

/** @typedef {import('./early-requests').EarlyRequest} EarlyRequest */

/**
 * The names the script uses: the contract's (early-requests.js), and the Element Timing identifier
 * it gives the first view's elements, by which it learns when the browser has presented them.
 */
const names = { requests: EARLY_REQUESTS_GLOBAL, firstView: FIRST_VIEW_GLOBAL, slot: FIRST_VIEW_SLOT, when: FIRST_VIEW_WHEN, afterPaintHint: AFTER_PAINT_HINT, timing: 'first-view' };

/**
 * How long the first view waits to be reported on screen before it is settled anyway: the browser
 * reports only elements it painted in the viewport.
 */
const FIRST_VIEW_REPORT_WAIT_MS = 1000;

/**
 * The body of the inline script that starts the route's early request. Every value it is given is
 * JSON that nothing in can close the script.
 * @param {EarlyRequest} request
 * @returns {string}
 */
function earlyRequestScript(request) {
  return `(${startEarlyRequestSource}).apply(null,${jsonInScript([request, names, EARLY_REQUEST_TIMEOUT_MS, FIRST_VIEW_REPORT_WAIT_MS])})`;
}

/**
 * Runs in the page, as its inline script: kept to the language every supported browser parses
 * unbuilt, and to nothing outside itself (it is sent as its source text). A failure of the request
 * is the taker's to report (one nobody takes is not worth the console's error); storage refused
 * (a sandboxed frame, privacy settings) starts nothing, and the page asks for itself. Written after
 * the page's script hints in the head: when it starts nothing, it has them fetched at once.
 * @param {EarlyRequest} request
 * @param {{ requests: string, firstView: string, slot: string, when: string, afterPaintHint: string, timing: string }} names
 * @param {number} timeoutMs
 * @param {number} reportWaitMs
 */
function startEarlyRequest(request, names, timeoutMs, reportWaitMs) {
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
      return new Promise(function (shown) {
        // Settled once the browser reports one of its elements presented (Element Timing): the
        // frame after the next animation frame can still be on its way to the screen, and scripts
        // requested meanwhile count, in Lighthouse's simulation, as what the paint waited for.
        var Observer = page.PerformanceObserver;
        if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('element') !== -1) {
          var observer = new Observer(function (/** @type {PerformanceObserverEntryList} */ list) {
            if (!list.getEntries().some(function (/** @type {any} */ entry) { return entry.identifier === names.timing; })) return;
            observer.disconnect();
            shown(undefined);
          });
          observer.observe({ type: 'element', buffered: true });
          setTimeout(shown, reportWaitMs);
        } else
          // Without Element Timing: once the frame that shows it has been produced.
          page.requestAnimationFrame(function () {
            setTimeout(shown, 0);
          });
      });
    })
    .catch(function () {});

  /** @param {unknown} answer @returns {boolean} whether any slot was filled */
  function paintAll(answer) {
    var painted = false;
    var templates = document.querySelectorAll('template[' + names.slot + ']');
    document.querySelectorAll('[' + names.slot + ']:not(template)').forEach(function (/** @type {Element} */ slot) {
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
    view.querySelectorAll('*').forEach(function (/** @type {Element} */ element) {
      element.setAttribute('elementtiming', names.timing);
    });
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

module.exports = { earlyRequestScript };
