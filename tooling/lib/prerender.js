// @ts-check
// A remote's pages rendered ahead of time: after its Node build (webpack-config.js) emits
// render.js, every route that may be prerendered is rendered to HTML with its styles, and the
// result is published beside the remote's manifest as fragments.json. The shell's server splices a
// page's fragment into its layout per request; the browser hydrates it.
const fs = require('node:fs');
const path = require('node:path');
const { createFragmentsFile } = require('composition-contract');

/**
 * What the Node build's entry (prerender-entry.ts) exports.
 * @typedef {{
 *   routes: Array<{ path: string, element?: unknown, handle: { prerender?: false } }>,
 *   renderRouteOnServer: (routes: RenderModule['routes'], path: string) => Promise<{ html: string, styleTags: string }>,
 * }} RenderModule
 */

/**
 * Renders every route whose `handle.prerender` is not `false`, one after the other (each render
 * collects its own styles). A route that throws rejects with a message naming it.
 * @param {{ name: string, buildId: string }} remote the remote's federation name and the build's id
 * @param {RenderModule} renderModule
 * @returns {Promise<import('composition-contract').FragmentsFile>}
 */
async function prerenderPages({ name, buildId }, { routes, renderRouteOnServer }) {
  /** @type {import('composition-contract').FragmentsFile['pages']} */
  const pages = {};
  for (const route of routes) {
    if (route.handle.prerender === false) continue;
    try {
      const { html, styleTags } = await renderRouteOnServer(routes, route.path);
      pages[route.path] = { html, styles: styleTags };
    } catch (error) {
      throw new Error(`prerendering ${route.path} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return createFragmentsFile({ name, buildId, pages });
}

/**
 * Webpack plugin for a remote's Node build: once render.js is written, loads it afresh, renders the
 * pages and writes `fragments.json` into the browser build's output folder. A page that fails to
 * render fails the build.
 */
class PrerenderPlugin {
  /** @param {{ name: string, buildId: string, renderFile: string, outputFile: string }} options the remote, its build's id, the Node build's output file, and where fragments.json goes */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, buildId, renderFile, outputFile } = this.options;
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        // A watch rebuild or a second build in the same process must see the new code.
        delete require.cache[renderFile];
        const fragments = await prerenderPages({ name, buildId }, require(renderFile));
        fs.mkdirSync(path.dirname(outputFile), { recursive: true });
        fs.writeFileSync(outputFile, JSON.stringify(fragments));
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(/** @type {Error} */ (error).message));
      }
    });
  }
}

module.exports = { prerenderPages, PrerenderPlugin };
