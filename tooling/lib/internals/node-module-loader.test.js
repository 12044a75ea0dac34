// @ts-check
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { registerCompiledExtensions, EXTENSIONS_HOOK, COMPILE_HOOK } = require('./node-module-loader');

/** A compiler standing in for SWC: the file's text, with its type annotation dropped. */
const dropTypes = (/** @type {string} */ source) => source.replace(': number', '');

describe("Node's loader, as the installed Node has it", () => {
  // In a Node process of its own: Jest's module registry has a loader of its own.
  it(`requires a .ts file through ${EXTENSIONS_HOOK} and ${COMPILE_HOOK}, and forgets the extension when undone`, () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'node-module-loader-'));
    const file = path.join(folder, 'answer.ts');
    fs.writeFileSync(file, 'const answer: number = 41 + 1;\nmodule.exports = { answer };\n');
    const script = `
      const { registerCompiledExtensions } = require(${JSON.stringify(require.resolve('./node-module-loader'))});
      const undo = registerCompiledExtensions(['.ts'], (source) => source.replace(': number', ''));
      const { answer } = require(${JSON.stringify(file)});
      undo();
      console.log(JSON.stringify({ answer, registered: Object.keys(require('node:module')._extensions).includes('.ts') }));`;
    try {
      expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual({ answer: 42, registered: false });
    } finally {
      fs.rmSync(folder, { recursive: true });
    }
  });
});

describe('the guard', () => {
  it(`names ${EXTENSIONS_HOOK} and the Node version when the loader table is gone`, () => {
    expect(() => registerCompiledExtensions(['.ts'], dropTypes, {})).toThrow(`Node ${process.version}: ${EXTENSIONS_HOOK} is not as tooling relies on`);
  });

  it(`names ${COMPILE_HOOK} when a module has no way to run compiled source`, () => {
    /** @type {Record<string, Function>} */
    const table = { '.js': () => {} };
    registerCompiledExtensions(['.ts'], dropTypes, { _extensions: table });
    expect(() => table['.ts']?.({}, __filename)).toThrow(`Node ${process.version}: ${COMPILE_HOOK} is not as tooling relies on`);
  });
});
