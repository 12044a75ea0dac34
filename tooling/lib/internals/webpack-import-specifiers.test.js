/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { describe, expect, it } = require('@jest/globals');
const { SharedRouterCheckPlugin } = require('../shared-router-check');
const { importedName, IMPORT_SPECIFIER_HOOK } = require('./webpack-import-specifiers');

/**
 * Builds an app that imports `Link` and `Missing` from `react-router-dom`, taken (as in the apps'
 * builds) for a surface that exports only `Link`, with the shared router check.
 * @returns {Promise<string[]>} the build's errors
 */
async function buildWithSurface() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-specifiers-'));
  const surface = path.join(dir, 'surface.mjs');
  fs.writeFileSync(surface, 'export const Link = "link";\n');
  fs.writeFileSync(path.join(dir, 'index.js'), "import { Link, Missing } from 'react-router-dom';\nconsole.log(Link, Missing);\n");
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    resolve: { alias: { 'react-router-dom$': surface } },
    module: { parser: { javascript: { exportsPresence: false } } },
    plugins: [new SharedRouterCheckPlugin(surface)],
  });
  try {
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    return stats.compilation.errors.map((/** @type {Error} */ error) => error.message);
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the installed webpack', () => {
  it(`gives ${IMPORT_SPECIFIER_HOOK}: the build names an import the shared surface lacks, and only that one`, async () => {
    const errors = await buildWithSurface();
    expect(errors).toEqual([expect.stringContaining('imports Missing from react-router-dom, which the shared router surface does not export')]);
  });
});

describe('the guard', () => {
  it('names the hook and the webpack version when an import specifier’s dependency no longer says what it imports', () => {
    const dependency = /** @type {import('webpack').Dependency} */ (/** @type {unknown} */ ({ type: 'harmony import specifier', request: 'react-router-dom' }));
    expect(() => importedName(dependency, /** @type {import('webpack').ModuleGraph} */ ({}), '6.0.0')).toThrow(`webpack 6.0.0: ${IMPORT_SPECIFIER_HOOK}`);
  });

  it('answers nothing for another kind of dependency', () => {
    const dependency = /** @type {import('webpack').Dependency} */ (/** @type {unknown} */ ({ type: 'harmony side effect evaluation', request: 'react-router-dom' }));
    expect(importedName(dependency, /** @type {import('webpack').ModuleGraph} */ ({}), '5.0.0')).toBeUndefined();
  });
});
