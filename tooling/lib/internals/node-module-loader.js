// @ts-check
// Node's CommonJS loader, reached into to require TypeScript sources in a plain Node process (a
// remote's route table at build, the API's sources in a worker or a test): `Module._extensions`
// (the loader per file extension, also known as the deprecated `require.extensions`) and
// `module._compile` (runs compiled source as the module). Neither is a public API; Node has kept
// both for years because every require hook uses them. The only module that touches them.
const fs = require('node:fs');
const Module = require('node:module');
const { hookError } = require('./hook-error');

/** @typedef {{ _compile(code: string, filename: string): void }} CompilableModule */
/** @typedef {(module: CompilableModule, filename: string) => void} ExtensionLoader */

const EXTENSIONS_HOOK = 'Module._extensions';
const COMPILE_HOOK = 'module._compile';

/**
 * The loader table, checked: an object whose `.js` entry is Node's own loader.
 * @param {unknown} moduleClass Node's `Module` (a stand-in in the guard's own test)
 * @returns {Record<string, ExtensionLoader | undefined>}
 */
function extensionLoaders(moduleClass) {
  const extensions = /** @type {{ _extensions?: unknown }} */ (moduleClass)._extensions;
  if (typeof extensions !== 'object' || extensions === null || typeof (/** @type {Record<string, unknown>} */ (extensions)['.js']) !== 'function') {
    throw hookError({ library: 'Node', version: process.version, hook: EXTENSIONS_HOOK, usedFor: 'requiring TypeScript sources through SWC' });
  }
  return /** @type {Record<string, ExtensionLoader | undefined>} */ (extensions);
}

/**
 * Lets `require` load files of the given extensions as the compiled source `compile` gives.
 * @param {string[]} extensions e.g. ['.ts', '.tsx']
 * @param {(source: string, filename: string) => string} compile TypeScript to CommonJS JavaScript
 * @param {unknown} [moduleClass] Node's `Module`, or a stand-in in tests
 * @returns {() => void} undoes the registration
 */
function registerCompiledExtensions(extensions, compile, moduleClass = Module) {
  const loaders = extensionLoaders(moduleClass);
  /** @type {ExtensionLoader} */
  const load = (module, filename) => {
    if (typeof module._compile !== 'function') {
      throw hookError({ library: 'Node', version: process.version, hook: COMPILE_HOOK, usedFor: `running ${filename} compiled by SWC` });
    }
    module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
  };
  const previous = Object.fromEntries(extensions.map((extension) => [extension, loaders[extension]]));
  for (const extension of extensions) loaders[extension] = load;
  return () => {
    for (const [extension, loader] of Object.entries(previous)) {
      if (loader) loaders[extension] = loader;
      else delete loaders[extension];
    }
  };
}

module.exports = { registerCompiledExtensions, EXTENSIONS_HOOK, COMPILE_HOOK };
