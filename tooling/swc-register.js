// @ts-check
// Lets a plain Node process (a worker thread started from Jest-run TypeScript, where Jest's own
// transform does not reach) require TypeScript sources: compiled by SWC as the Jest preset does.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

/** @type {Record<string, (module: NodeJS.Module & { _compile(code: string, filename: string): void }, filename: string) => void>} */
const extensions = /** @type {any} */ (require.extensions);
extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
