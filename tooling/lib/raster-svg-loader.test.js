/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');
const webpack = require('webpack');
const { assetRules } = require('./webpack-config');

const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" fill="#0f7a3d"/><circle cx="15" cy="10" r="6" fill="#fff"/></svg>';

/**
 * Builds a small app (not `ui`) that imports one SVG file, with the asset rules every app's build uses.
 * @param {string} svg
 */
async function build(svg) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raster-svg-'));
  fs.writeFileSync(path.join(dir, 'picture.svg'), svg);
  fs.writeFileSync(path.join(dir, 'index.js'), "import pictureUrl from './picture.svg';\nconsole.log(pictureUrl);\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: 'main.js', publicPath: '/', assetModuleFilename: 'assets/[name].[contenthash:8][ext]' },
    module: { rules: assetRules({ emit: true }) },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  const assets = fs.existsSync(path.join(dir, 'dist/assets')) ? fs.readdirSync(path.join(dir, 'dist/assets')) : [];
  return {
    stats: /** @type {import('webpack').Stats} */ (stats),
    assets,
    read: (/** @type {string} */ file) => fs.readFileSync(path.join(dir, 'dist', file)),
    cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

test("an app's SVG illustration is built as a palette PNG at twice its size, and the code names the PNG", async () => {
  const { stats, assets, read, cleanUp } = await build(picture);
  try {
    expect(stats.hasErrors()).toBe(false);
    expect(assets).toEqual([expect.stringMatching(/^picture\.[0-9a-f]{8}\.png$/)]);
    const png = read(`assets/${assets[0]}`);
    const { format, width, height, isPalette } = await sharp(png).metadata();
    expect({ format, width, height, isPalette }).toEqual({ format: 'png', width: 60, height: 40, isPalette: true });
    expect(read('main.js').toString()).toContain(`/assets/${assets[0]}`);
  } finally {
    cleanUp();
  }
});

test('an SVG that cannot be drawn fails the build, naming the file', async () => {
  const { stats, assets, cleanUp } = await build('<svg xmlns="http://www.w3.org/2000/svg"');
  try {
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString()).toMatch(/picture\.svg could not be drawn as a PNG/);
    expect(assets).toEqual([]);
  } finally {
    cleanUp();
  }
});
