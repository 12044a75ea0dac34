/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { describe, expect, it } = require('@jest/globals');
const { checkRouterEsEntry, ROUTER_ES_ENTRY, ROUTER_ES_ENTRY_HOOK } = require('./react-router-dom');

/**
 * The names an ES module exports by `export { … }` lists (how both files below export).
 * @param {string} file
 */
function listedExports(file) {
  const program = parseSync(fs.readFileSync(file, 'utf8'), { syntax: 'ecmascript' });
  return program.body.flatMap((item) =>
    item.type === 'ExportNamedDeclaration' ? item.specifiers.map((specifier) => (specifier.type === 'ExportSpecifier' ? (specifier.exported ?? specifier.orig).value : '')) : [],
  );
}

describe('the installed react-router-dom', () => {
  it(`${ROUTER_ES_ENTRY_HOOK}: is the package's ES build, and exports every name the shared surface takes from it`, () => {
    expect(() => checkRouterEsEntry()).not.toThrow();
    const surface = listedExports(path.join(__dirname, '../shared-router.mjs'));
    expect(surface.length).toBeGreaterThan(0);
    expect(listedExports(require.resolve(ROUTER_ES_ENTRY))).toEqual(expect.arrayContaining(surface));
  });
});

describe('the guard', () => {
  it('names the ES entry and the router version when the package names another file as its ES build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-router-dom-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.js'), '');
    expect(() => checkRouterEsEntry({ resolveRouter: () => ({ dir, manifest: { version: '7.0.0', module: './dist/index.mjs' } }) })).toThrow(`react-router-dom 7.0.0: ${ROUTER_ES_ENTRY_HOOK}`);
  });
});
