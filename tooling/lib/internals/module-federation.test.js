/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { describe, expect, it } = require('@jest/globals');
const { injectRuntimePluginEsModule, INJECT_RUNTIME_ESM_HOOK } = require('./module-federation');
const { installedPackage } = require('./hook-error');

/**
 * The names an ES module file exports, read from its source.
 * @param {string} file
 */
function exportedNames(file) {
  const program = parseSync(fs.readFileSync(file, 'utf8'), { syntax: 'ecmascript' });
  return program.body
    .flatMap((item) => {
      if (item.type === 'ExportNamedDeclaration') return item.specifiers.map((specifier) => (specifier.type === 'ExportSpecifier' ? (specifier.exported ?? specifier.orig).value : ''));
      if (item.type === 'ExportDeclaration' && item.declaration.type === 'FunctionDeclaration') return [item.declaration.identifier.value];
      if (item.type === 'ExportDeclaration' && item.declaration.type === 'VariableDeclaration') return item.declaration.declarations.map((declaration) => (declaration.id.type === 'Identifier' ? declaration.id.value : ''));
      return [];
    })
    .sort();
}

describe('the installed federation package', () => {
  it(`${INJECT_RUNTIME_ESM_HOOK}: is there, and exports as its default the plugin the CommonJS build the federation plugin injects is`, () => {
    const plugin = installedPackage('@module-federation/inject-external-runtime-core-plugin');
    expect(typeof require(path.join(plugin.dir, plugin.manifest.main ?? ''))).toBe('function');
    expect(exportedNames(injectRuntimePluginEsModule())).toEqual(['default']);
  });
});

describe('the guard', () => {
  const emptyPackage = () => ({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'federation-package-')), manifest: { version: '9.9.9', module: './dist/index.js' } });

  it('names the plugin’s ES build and its version when the file is gone', () => {
    expect(() => injectRuntimePluginEsModule({ resolvePlugin: emptyPackage })).toThrow(`@module-federation/inject-external-runtime-core-plugin 9.9.9: ${INJECT_RUNTIME_ESM_HOOK}`);
  });
});
