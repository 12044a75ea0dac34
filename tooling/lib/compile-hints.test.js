/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const { COMPILE_HINT, CompileHintsPlugin } = require('./compile-hints');

/** Builds a small app for production (minified, hidden source maps), an entry and a lazy chunk, with the plugin. */
async function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./later.js');\nexport function start() {\n  throw new Error('start');\n}\nstart();\n");
  fs.writeFileSync(path.join(dir, 'later.js'), 'export const later = () => 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin()],
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (!stats || stats.hasErrors()) throw new Error(stats?.toString() ?? 'no stats');
  const files = fs.readdirSync(path.join(dir, 'dist'));
  const read = (/** @type {string} */ file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  return { files, read, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('CompileHintsPlugin', () => {
  it('puts V8’s compile hint first in every script, after minification, with source maps that still point at the code', async () => {
    const { files, read, cleanUp } = await build();
    try {
      const main = /** @type {string} */ (files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)));
      const later = /** @type {string} */ (files.find((file) => file.endsWith('.js') && file !== main));
      const code = read(main);
      expect(code.startsWith(COMPILE_HINT)).toBe(true);
      expect(read(later).startsWith(COMPILE_HINT)).toBe(true);

      // The thrown message, on the second line now, still maps back to index.js's third line.
      const lines = code.split('\n');
      const line = lines.findIndex((text) => text.includes('Error("start")'));
      expect(line).toBeGreaterThan(0);
      const map = new TraceMap(read(`${main}.map`));
      const original = originalPositionFor(map, { line: line + 1, column: (lines[line] ?? '').indexOf('Error("start")') });
      expect(original).toMatchObject({ source: expect.stringContaining('index.js'), line: 3 });
    } finally {
      cleanUp();
    }
  });
});
