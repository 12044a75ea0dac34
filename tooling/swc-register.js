// @ts-check
// Lets a plain Node process (a worker thread started from Jest-run TypeScript, where Jest's own
// transform does not reach) require TypeScript sources: compiled by SWC as the Jest preset does.
const { transformSync } = require('@swc/core');
const { registerCompiledExtensions } = require('./lib/internals/node-module-loader');

registerCompiledExtensions(['.ts'], (source, filename) =>
  transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  }).code,
);
