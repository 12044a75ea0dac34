// @ts-check
// A remote's pages rendered ahead of time: after its Node build (webpack-config.js) emits
// render.js, every route of its English and Spanish tables that may be prerendered is rendered to
// HTML with its styles, and the result is published beside the remote's manifest as
// fragments.json. The shell's server splices a page's fragment into its layout per request; the
// browser hydrates it. A Spanish page with English left in it fails the build (untranslated-text.js).
const fs = require('node:fs');
const path = require('node:path');
const { createFragmentsFile } = require('composition-contract');
const { untranslatedTextProblems } = require('./untranslated-text');

/**
 * A route of a table the Node build carries.
 * @typedef {{ path: string, element?: unknown, handle: { title?: string, description?: string, prerender?: false, contentLocale?: 'en' } }} RenderedRoute
 */

/**
 * What the Node build's entry (prerender-entry.ts) exports: the English table (`routes`), the
 * Spanish one (`spanishRoutes`, empty for a remote without one) and the renderer.
 * @typedef {{
 *   routes: RenderedRoute[],
 *   spanishRoutes?: RenderedRoute[],
 *   renderRouteOnServer: (routes: RenderedRoute[], path: string) => Promise<{ html: string, styleTags: string }>,
 * }} RenderModule
 */

/**
 * Renders every route of both tables whose `handle.prerender` is not `false`, each within its own
 * table, one after the other (each render collects its own styles). A route that throws rejects
 * with a message naming it.
 * @param {{ name: string, buildId: string }} remote the remote's federation name and the build's id
 * @param {RenderModule} renderModule
 * @returns {Promise<import('composition-contract').FragmentsFile>}
 */
async function prerenderPages({ name, buildId }, { routes, spanishRoutes = [], renderRouteOnServer }) {
  /** @type {import('composition-contract').FragmentsFile['pages']} */
  const pages = {};
  for (const table of [routes, spanishRoutes]) {
    for (const route of table) {
      if (route.handle.prerender === false) continue;
      try {
        const { html, styleTags } = await renderRouteOnServer(table, route.path);
        pages[route.path] = { html, styles: styleTags };
      } catch (error) {
        throw new Error(`prerendering ${route.path} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  }
  return createFragmentsFile({ name, buildId, pages });
}

/**
 * Webpack plugin for a remote's Node build: once render.js is written, loads it afresh, renders the
 * pages and writes `fragments.json` into the browser build's output folder. A page that fails to
 * render, or a Spanish page with English text left in it, fails the build.
 */
class PrerenderPlugin {
  /**
   * @param {{ name: string, buildId: string, renderFile: string, outputFile: string, untranslated?: string[] }} options the remote,
   * its build's id, the Node build's output file, where fragments.json goes, and the names and brand
   * words its Spanish pages keep as they are (the remote's `untranslatedText`)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, buildId, renderFile, outputFile, untranslated } = this.options;
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        // A watch rebuild or a second build in the same process must see the new code.
        delete require.cache[renderFile];
        /** @type {RenderModule} */
        const renderModule = require(renderFile);
        const fragments = await prerenderPages({ name, buildId }, renderModule);
        const problems = untranslatedTextProblems({ pages: fragments.pages, routes: renderModule.routes, spanishRoutes: renderModule.spanishRoutes ?? [], untranslated });
        if (problems.length > 0) {
          throw new Error(`English left in Spanish pages (translate it, or list a name that stays the same in untranslatedText in webpack.config.js):\n${problems.join('\n')}`);
        }
        fs.mkdirSync(path.dirname(outputFile), { recursive: true });
        fs.writeFileSync(outputFile, JSON.stringify(fragments));
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(/** @type {Error} */ (error).message));
      }
    });
  }
}

module.exports = { prerenderPages, PrerenderPlugin };
