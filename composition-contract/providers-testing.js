// @ts-check
/* global document, describe, beforeAll, beforeEach, afterEach, jest -- run by Jest, in a jsdom page */
// For the apps' Jest tests: the page's provider configuration, as the shell's server writes it.
const { PROVIDERS_ELEMENT_ID, fillProviders } = require('./providers');
const { DEVELOPMENT_PROVIDERS_FILE, publicProviders, readProvidersFile } = require('./providers-config');

const example = readProvidersFile(DEVELOPMENT_PROVIDERS_FILE, { production: true });
if (!('config' in example)) throw new Error(example.problems.join('\n'));

/** Every embed configured, as in providers.example.json. */
const exampleProviders = publicProviders(example.config);

/** Every embed off. */
const offProviders = publicProviders({ file: '(every embed off)', embeds: {} });

/** Every embed off, offering a page of its provider instead. @type {import('./providers').PublicProviders} */
const linkedProviders = Object.fromEntries(Object.keys(offProviders).map((key) => [key, { off: /** @type {const} */ (true), link: `https://provider.example.net/${key}?a=1&b=2` }]));

/**
 * Gives the document the configuration the shell's server would; `undefined` takes it away (as
 * while prerendering).
 * @param {import('./providers').PublicProviders | undefined} providers
 */
function setPageProviders(providers) {
  document.getElementById(PROVIDERS_ELEMENT_ID)?.remove();
  if (!providers) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PROVIDERS_ELEMENT_ID;
  element.textContent = JSON.stringify(providers);
  document.head.append(element);
}

/**
 * A configured embed's address in the example configuration.
 * @param {import('./providers').EmbedKey} key
 */
function exampleAddress(key) {
  const embed = exampleProviders[key];
  if (!embed || 'off' in embed) throw new Error(`${key} is not configured in the example`);
  return embed.url;
}

/**
 * Defines tests three times: with every embed configured (the example), off, and off offering its
 * provider's page. The document holds no configuration while the `beforeAll` hooks inside run
 * (prerendering, as a remote's build does), and that one in each test; `served` turns prerendered
 * HTML into what the shell's server sends with that configuration.
 * @param {(served: (html: string) => string) => void} define
 */
function describeForEachProviderSetting(define) {
  describe.each([
    ['configured', exampleProviders],
    ['off', offProviders],
    ['off, offering its provider\'s page', linkedProviders],
  ])('with every embed %s', (_setting, providers) => {
    beforeAll(() => setPageProviders(undefined));
    beforeEach(() => setPageProviders(providers));
    define((html) => fillProviders(html, providers));
  });
}

/**
 * Call inside a `describe`: its tests run in a browser that tells what comes near the screen
 * (jsdom has no IntersectionObserver) and with providers that answer (an opaque no-cors answer:
 * all a page learns is that one came), as `useProviderAnswers` sees them. The returned function
 * brings every observed element near the screen; call it inside `act`.
 */
function simulateComingNear() {
  /** @type {IntersectionObserverCallback[]} */
  let callbacks = [];
  beforeEach(() => {
    callbacks = [];
    globalThis.IntersectionObserver = /** @type {typeof IntersectionObserver} */ (
      /** @type {unknown} */ (
        jest.fn((/** @type {IntersectionObserverCallback} */ callback) => {
          callbacks.push(callback);
          return { observe: jest.fn(), disconnect: jest.fn() };
        })
      )
    );
    globalThis.fetch = /** @type {typeof fetch} */ (/** @type {unknown} */ (jest.fn(async () => ({ type: 'opaque' }))));
  });
  afterEach(() => {
    delete (/** @type {{ IntersectionObserver?: unknown }} */ (globalThis)).IntersectionObserver;
    delete (/** @type {{ fetch?: unknown }} */ (globalThis)).fetch;
  });
  return () => {
    for (const callback of callbacks) callback([/** @type {IntersectionObserverEntry} */ ({ isIntersecting: true })], /** @type {IntersectionObserver} */ (/** @type {unknown} */ ({})));
  };
}

module.exports = { describeForEachProviderSetting, exampleAddress, exampleProviders, linkedProviders, offProviders, setPageProviders, simulateComingNear };
