/** @jest-environment node */
// @ts-check
// A remote's builds with a Spanish route table, and without one (configurations only, nothing built):
// the browser build aliases the Spanish table for its `./routes-es` expose, and the Node build
// prerenders it with the remote's names that stay untranslated.
const path = require('node:path');
const { federatedAppConfig } = require('./webpack-config');
const { PrerenderPlugin } = require('./prerender');

const appDir = path.join(__dirname, '..');
const spanishTable = path.join(appDir, 'test-fixtures/routes.es.tsx');

/** @param {Record<string, string>} exposes @param {string[]} [untranslatedText] */
function builds(exposes, untranslatedText) {
  const [browser, server] = /** @type {any} */ (federatedAppConfig({ appDir, name: 'remote', port: 3998, exposes, untranslatedText }))({}, { mode: 'production' });
  return { browser, server, prerender: server.plugins.find((/** @type {unknown} */ plugin) => plugin instanceof PrerenderPlugin) };
}

test('a remote exposing ./routes-es has its Spanish table in the browser build and prerendered, with its untranslated names', () => {
  const { browser, server, prerender } = builds({ './routes': './test-fixtures/routes.tsx', './routes-es': './test-fixtures/routes.es.tsx' }, ['Maria Elena Ruiz']);
  expect(browser.resolve.alias['remote-routes-es$']).toBe(spanishTable);
  expect(server.resolve.alias['remote-routes-es$']).toBe(spanishTable);
  expect(prerender.options.untranslated).toEqual(['Maria Elena Ruiz']);
});

test('a remote without a Spanish table does not build', () => {
  expect(() => builds({ './routes': './test-fixtures/routes.tsx' })).toThrow('remote: no Spanish route table');
});
