// @ts-check
// Reads the paths a remote owns from its `src/routes.tsx`, the same route objects the browser uses,
// so the list the shell routes by can never drift from the remote's real routes.
const { transformSync } = require('@swc/core');
const { routeHandleSchema } = require('composition-contract');
const { registerCompiledExtensions } = require('./internals/node-module-loader');
const { lazyModuleRequest } = require('./internals/react-lazy');

/**
 * What routes.json publishes about each route (the composition contract's format), before its assets.
 * @typedef {Omit<import('composition-contract').PublishedRoute, 'assets'> & { prerender: boolean }} PublishedRoute
 */

/**
 * A route as read from the route table, with what only the build needs: the module request of
 * its lazily loaded page (e.g. `./pages/Home`), to find the page's chunks.
 * @typedef {{ route: PublishedRoute, pageRequest: string | undefined }} RouteDeclaration
 */

/**
 * @param {string} routesFile absolute path of a remote's routes module
 * @returns {string[]} every route path
 */
function readRoutePaths(routesFile) {
  return readRoutes(routesFile).map((route) => route.path);
}

/**
 * @param {string} routesFile absolute path of a remote's routes module
 * @returns {PublishedRoute[]} every route with its page's metadata
 */
function readRoutes(routesFile) {
  return readRouteDeclarations(routesFile).map((declaration) => declaration.route);
}

/**
 * @param {string} routesFile absolute path of a remote's routes module
 * @returns {RouteDeclaration[]} every route with its page's metadata and module request
 */
function readRouteDeclarations(routesFile) {
  const restore = registerTypeScriptLoader();
  const alreadyLoaded = new Set(Object.keys(require.cache));
  try {
    let routesModule;
    try {
      routesModule = require(routesFile);
    } catch (error) {
      // The usual cause: a route table importing runtime code (e.g. from `ui`) that pulls in assets.
      throw new Error(`${routesFile} could not be read in Node (import only types, content and lazy pages there): ${/** @type {Error} */ (error).message}`);
    }
    const exported = routesModule.routes ?? routesModule.default;
    if (!Array.isArray(exported)) throw new Error(`${routesFile} must export its route objects as \`routes\``);
    return describeRoutes(exported).map((route, index) => ({ route, pageRequest: lazyModuleRequest(exported[index].element, routesFile) }));
  } finally {
    restore();
    // Forget what this read loaded, so a watch rebuild sees edited route and content files.
    for (const id of Object.keys(require.cache)) if (!alreadyLoaded.has(id)) delete require.cache[id];
  }
}

/**
 * Lets Node require .ts/.tsx files (the route table and the content it reads) through SWC.
 * Pages are lazy imports, so only the route table and its data run, never a page.
 * @returns {() => void} undoes the registration
 */
function registerTypeScriptLoader() {
  return registerCompiledExtensions(['.ts', '.tsx'], (source, filename) =>
    transformSync(source, {
      filename,
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  );
}

/**
 * The shell routes by exact paths (the site has no route parameters), so a route table with a
 * parameter, a wildcard or nested routes is refused at build rather than silently unreachable.
 * Every route names its page (handle.title and handle.description), for the document title and
 * the sitemap; an early request must be a call of the site's own API.
 * @param {Array<{ path?: string, children?: unknown, element?: unknown, handle?: unknown }>} routes
 * @returns {PublishedRoute[]}
 */
function describeRoutes(routes) {
  /** @type {Array<{ element: unknown, path: string }>} */
  const pages = [];
  return routes.map((route) => {
    if (route.children !== undefined) throw new Error('nested routes are not supported: list every page at the top level');
    if (typeof route.path !== 'string' || !/^\/[^:*]*$/.test(route.path)) {
      throw new Error(`route path ${JSON.stringify(route.path)} must be a fixed path starting with "/" (no ":param" or "*")`);
    }
    const handle = routeHandleSchema.safeParse(route.handle);
    if (!handle.success) {
      const problems = handle.error.issues.map((issue) => `handle.${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`route ${route.path} needs handle.title and handle.description (strings), handle.prerender can only be false, and handle.earlyRequest.path must be a path of the site's /api/ (${problems.join('; ')})`);
    }
    const { title, description, noindex, session, prerender, earlyRequest, lastModified, contentLocale } = handle.data;
    let page = pages.find((known) => samePage(known.element, route.element));
    if (!page) {
      page = { element: route.element, path: route.path };
      pages.push(page);
    }
    return {
      path: route.path,
      title,
      description,
      noindex: noindex === true,
      session: session === true,
      prerender: prerender !== false,
      canonicalPath: page.path,
      ...(earlyRequest ? { earlyRequest } : {}),
      ...(lastModified ? { lastModified } : {}),
      ...(contentLocale ? { contentLocale } : {}),
    };
  });
}

/**
 * Two routes show the same page when their elements are the same component with the same props
 * (aliases: `paths.map((path) => ({ path, element: <Page /> }))`); a page per item, such as an
 * appeal or a form page, differs in its props.
 * @param {unknown} a
 * @param {unknown} b
 */
function samePage(a, b) {
  if (a === b) return true;
  if (!isElement(a) || !isElement(b) || a.type !== b.type) return false;
  const keysA = Object.keys(a.props);
  return keysA.length === Object.keys(b.props).length && keysA.every((key) => Object.is(a.props[key], b.props[key]));
}

/**
 * @param {unknown} value
 * @returns {value is { type: unknown, props: Record<string, unknown> }}
 */
function isElement(value) {
  return typeof value === 'object' && value !== null && 'type' in value && 'props' in value && typeof value.props === 'object' && value.props !== null;
}

/**
 * Webpack plugin: emits a JSON file computed at build time from source files it watches and from
 * the compilation, late enough that the other files have their final (hashed) names.
 */
class JsonAssetPlugin {
  /** @param {{ filename: string, dependencies: string[], build: (compilation: import('webpack').Compilation) => unknown }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { filename, dependencies, build } = this.options;
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      for (const file of dependencies) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'JsonAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        try {
          compilation.emitAsset(filename, new sources.RawSource(JSON.stringify(build(compilation), null, 2)));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${filename}: ${/** @type {Error} */ (error).message}`));
        }
      });
    });
  }
}

module.exports = { readRoutePaths, readRoutes, readRouteDeclarations, registerTypeScriptLoader, JsonAssetPlugin };
