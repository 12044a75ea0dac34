// @ts-check
// Writes a brotli copy (`<file>.br`, quality 11) beside each text asset, once at build, so the
// static server can answer browsers that accept brotli with the smallest encoding without
// compressing on every request (on-the-fly compression uses a fast, weaker setting).
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotliCompress = promisify(zlib.brotliCompress);

/** Types worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

class BrotliAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrotliAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has written its files; `additionalAssets` also catches those
        // added later in the same stage (the federation manifest).
        { name: 'BrotliAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((name) => COMPRESSIBLE.test(name) && !compilation.getAsset(`${name}.br`))
            .map(async (name) => {
              const asset = /** @type {import('webpack').Asset} */ (compilation.getAsset(name));
              const source = asset.source.buffer();
              if (source.length < MIN_BYTES) return;
              const compressed = await brotliCompress(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed), {
                compressed: true,
                immutable: asset.info.immutable,
              });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { BrotliAssetsPlugin };
