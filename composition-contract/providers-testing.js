// @ts-check
/* global document, describe, beforeAll, beforeEach -- run by Jest, in a jsdom page */
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

module.exports = { describeForEachProviderSetting, exampleAddress, exampleProviders, linkedProviders, offProviders, setPageProviders };
