// @ts-check
// Opens every script of a build with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other browsers read a comment): V8 then
// compiles all the file's functions while it streams in, on a background thread, instead of each
// one on the main thread the first time it is called. The site's scripts are loaded when they are
// about to run (start-up files, a page's chunks, a carousel's library), so nearly all their
// functions are called soon after, during the page's busiest second. Written after minification
// (which drops comments) and before the source maps, so the maps account for the added line.
/** V8's magic comment; it must come first in the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (file.endsWith('.js') && file in assets) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { COMPILE_HINT, CompileHintsPlugin };
