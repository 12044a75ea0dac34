// @ts-check
// One webpack + Module Federation setup for the shell and every remote, so that shared singletons,
// caching and loading behave the same everywhere. Each app's webpack.config.js says what it exposes.
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const fs = require('node:fs');
const { FRAGMENTS_FILE, REMOTE_ENTRY_FILE, REMOTE_URL_PLACEHOLDER, ROUTES_FILE } = require('composition-contract');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { BrotliAssetsPlugin } = require('./brotli-assets');
const { PrerenderPlugin } = require('./prerender');
const { ProvidersElementPlugin } = require('./providers-element');
const { routeAssetsOf, summarizeChunkGroups, entryFilesOf } = require('./route-assets');
const { JsonAssetPlugin, readRouteDeclarations } = require('./route-paths');
const { SharedRouterCheckPlugin } = require('./shared-router-check');
const { injectRuntimePluginEsModule } = require('./internals/module-federation');
const { CompileHintsPlugin } = require('./compile-hints');
const { packageNameOf, swcRule } = require('./swc-options');
const { spanishRoutesModule, twinDifferences, twinProblems } = require('./spanish-routes');

/**
 * One copy of each in the browser: a remote's hooks must run against the shell's React, router and theme.
 * react-router is not shared on its own: nothing imports it but react-router-dom, which carries the
 * parts of it that the shared router surface uses.
 */
const singletons = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components'];

/** What is shared as `react-router-dom`: the part of it the apps use (see the file). */
const sharedRouterSurface = path.join(__dirname, 'shared-router.mjs');

/**
 * What an app shares, each with the versions it was built against (its package.json), so that apps
 * can be released in any order:
 * - the singletons are one copy whatever the versions (a mismatch is a console warning), so the
 *   shared libraries still move in one coordinated release;
 * - `ui` is not a singleton: a remote built against a newer `ui` than the deployed shell provides
 *   loads its own copy (it still draws with the shell's styled-components and theme), and a remote
 *   built against an older compatible one uses the shell's.
 * An exact pin ("19.3.1") means "built against 19.3.1": any later compatible version (^) will do.
 * The host's copies are `eager`: in its entry (React DOM in a file beside it, `startUpFiles`), rather
 * than a chunk (and a request) each after the entry has run; every page needs them all anyway. A remote's
 * stay lazy, only loaded when the host has no fitting version.
 * @param {string} appDir
 * @param {{ eager: boolean }} options
 */
function sharedModules(appDir, { eager }) {
  /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
  const manifest = require(path.join(appDir, 'package.json'));
  // Code the browser gets is bundled at build, so an app lists it under devDependencies; its
  // dependencies are what its deployed part runs on (a remote's static server, the shell's server).
  const dependencies = { ...manifest.devDependencies, ...manifest.dependencies };
  /** @param {string} name */
  const requiredVersion = (name) => {
    const packageName = name === 'react-dom/client' ? 'react-dom' : name;
    // An app that does not list a package itself (ui's dependencies) gets the installed version.
    const range =
      dependencies[packageName] ??
      /** @type {{ version: string }} */ (require(require.resolve(`${packageName}/package.json`, { paths: [appDir] }))).version;
    return /^\d/.test(range) ? `^${range}` : range;
  };
  /** @type {{ version: string }} */
  const routerManifest = require(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  return {
    ...Object.fromEntries(singletons.map((name) => [name, { singleton: true, eager, requiredVersion: requiredVersion(name) }])),
    'react-router-dom': {
      singleton: true,
      eager,
      requiredVersion: requiredVersion('react-router-dom'),
      import: sharedRouterSurface,
      // The surface file is tooling's, so its package.json would give tooling's version.
      version: routerManifest.version,
    },
    ui: { singleton: false, eager, requiredVersion: requiredVersion('ui') },
  };
}

/**
 * React DOM in a file of its own beside the host's entry: the browser finishes compiling each
 * script it receives on the main thread in one go (after the streamed parse), ~7 ms for the whole
 * 390 kB entry on a fast desktop and 15x that on a mid-range phone, one long task before the page
 * responds; in two files, two short ones. Downloaded together, run in order (the template's
 * loader): the entry needs both at once. Costs a request and ~1.5 kB of compression.
 */
const startUpFiles = {
  'react-dom': { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, chunks: /** @type {const} */ ('initial'), enforce: true },
};

const injectRuntimeEsm = injectRuntimePluginEsModule();


/** The spec's chunk time-out: a slow network gets two minutes before a chunk counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} appDir the app's folder (__dirname of its webpack.config.js)
 * @property {string} name the federation container name
 * @property {number} port the dev-server port
 * @property {Record<string, string>} [exposes] a remote's exposed modules; absent for the host
 * @property {string} [template] the HTML template (a remote's standalone page uses the shared one)
 * @property {boolean} [inject] false: the template writes the entry's script tags itself (default: true)
 * @property {string} [title] the standalone page's title
 * @property {string} [favicon] the page's icon
 * @property {import('webpack').WebpackPluginInstance[]} [plugins] extra plugins
 * @property {Array<{ path: string, source: string, type: string }>} [publishedFiles] a remote's files the
 *   shell serves at the site's `path` (e.g. a feed): `source` (relative to appDir) is copied beside its
 *   entry and listed in routes.json (composition-contract/published-files.js)
 * @property {string[]} [untranslatedText] names and brand words a remote's Spanish pages keep as they
 *   are (a person's or a product's name, a street address): they do not count as English left in a
 *   Spanish page (untranslated-text.js)
 * @property {Record<string, unknown>} [devServer] extra dev-server options
 */

/** @typedef {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} ConfigFunction */

/**
 * The host gets its browser build. A remote also gets, outside the dev server, a Node build that
 * prerenders its pages into dist/fragments.json (prerender.js); it runs after the browser build,
 * whose output.clean would delete the file. Both builds of a remote share one build id (BUILD_ID,
 * e.g. the commit, else a random one): fragments.json carries it and the exposed `./routes` exports
 * it, so the browser can tell a page prerendered by another release of the remote. A remote's
 * Spanish table (`'./routes-es': './src/routes.es.tsx'` in its exposes, spanish-routes.js) is
 * exposed, published and prerendered as its English one.
 * @overload
 * @param {FederatedAppOptions & { exposes: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
/**
 * @overload
 * @param {FederatedAppOptions & { exposes?: undefined }} options
 * @returns {ConfigFunction}
 */
/**
 * @param {FederatedAppOptions} options
 * @returns {ConfigFunction | ((env: unknown, argv: { mode?: string }) => import('webpack').Configuration[])}
 */
function federatedAppConfig(options) {
  if (!options.exposes) return browserAppConfig(options);
  const { appDir, name, exposes } = options;
  const spanishRoutesFile = spanishRoutesModule({ appDir, name, exposes });
  return (env, argv) => {
    const buildId = process.env.BUILD_ID || randomBytes(6).toString('hex');
    const browser = browserAppConfig({ ...options, buildId, spanishRoutesFile })(env, argv);
    if (process.env.WEBPACK_SERVE) return [browser];
    const outputPath = path.join(appDir, '.prerender');
    const prerender = nodeRenderConfig({
      appDir,
      name,
      entry: require.resolve('./prerender-entry.ts'),
      outputPath,
      // The shell's server replaces it with the remote's URL, where the browser finds the same files.
      publicPath: REMOTE_URL_PLACEHOLDER,
      production: argv.mode === 'production',
      alias: { 'remote-routes$': path.join(appDir, 'src/routes.tsx'), 'remote-routes-es$': spanishRoutesFile },
      // The entry lives in tooling: its `ui` must be the one the app's pages are built with.
      modules: [path.join(appDir, 'node_modules'), 'node_modules'],
      plugins: [
        new PrerenderPlugin({
          name,
          buildId,
          renderFile: path.join(outputPath, RENDER_FILENAME),
          outputFile: path.join(appDir, 'dist', FRAGMENTS_FILE),
          untranslated: options.untranslatedText,
        }),
      ],
    });
    return [browser, { ...prerender, dependencies: [name] }];
  };
}

/** What a remote exposes as `./routes`: its route table (the `remote-routes` alias) and its build id. */
const exposedRoutes = path.join(__dirname, 'exposed-routes.ts');
/** What a remote exposes as `./routes-es`: its Spanish route table (the `remote-routes-es` alias) and its build id. */
const exposedRoutesEs = path.join(__dirname, 'exposed-routes-es.ts');

/**
 * An app's browser build.
 * @param {FederatedAppOptions & { buildId?: string, spanishRoutesFile?: string }} options `buildId`: a
 * remote's (see federatedAppConfig); `spanishRoutesFile`: its Spanish route table (a remote has one, the shell none)
 * @returns {ConfigFunction}
 */
function browserAppConfig({ appDir, name, port, exposes, template, inject = true, title, favicon, plugins = [], devServer = {}, buildId, publishedFiles = [], spanishRoutesFile }) {
  const isRemote = Boolean(exposes);
  const routesModule = exposes?.['./routes'];
  /** The route tables' modules, wrapped with the build id. */
  const wrappedExposes = { ...(routesModule ? { './routes': exposedRoutes } : {}), ...(spanishRoutesFile ? { './routes-es': exposedRoutesEs } : {}) };
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const standaloneDev = Boolean(process.env.WEBPACK_SERVE);
    // Remotes use the host's federation runtime instead of shipping their own copy (~90 kB each);
    // the standalone dev server has no host, so it keeps its own. The runtime is trimmed to what
    // the site uses (bench/results.md, "What federation adds"): browsers only (no Node loaders);
    // the host loads remotes by their container entry (composition-contract's remoteEntryUrl), so
    // not the manifest ("snapshot") code that reads mf-manifest.json; a remote consumes no remote.
    /** @type {{ target: 'web', disableRemote?: boolean, disableSnapshot?: boolean }} */
    const optimization = isRemote ? { target: 'web', disableRemote: true } : { target: 'web', disableSnapshot: true };
    const experiments = isRemote ? { externalRuntime: !standaloneDev, optimization } : { provideExternalRuntime: true, optimization };
    return {
      name,
      context: appDir,
      mode: production ? 'production' : 'development',
      // Production maps are written for error tracking but not referenced from the code (and not served).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // index.ts is the async boundary where shared modules are negotiated.
      entry: './src/index.ts',
      output: {
        path: path.join(appDir, 'dist'),
        // Hashed names are cached forever; remoteEntry.js and the manifests keep fixed names.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: browserAliases({ appDir, isRemote, routesModule, spanishRoutesFile }),
      },
      module: {
        rules: [
          swcRule({ production }),
          ...assetRules({ emit: true }),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: REMOTE_ENTRY_FILE, exposes: { ...exposes, ...wrappedExposes } } : {}),
          shared: sharedModules(appDir, { eager: !isRemote }),
          // 'version-first' would fetch every registered remote's entry at start-up, so one dead
          // remote could stall the whole site; 'loaded-first' only touches a remote when it is used.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments,
        }),
        new HtmlWebpackPlugin({
          template: template ?? path.join(__dirname, 'standalone.html'),
          inject,
          title: title ?? name,
          ...(favicon ? { favicon } : {}),
          // A remote's page exists only for its team's standalone work; the host never loads it.
          filename: 'index.html',
        }),
        ...(isRemote
          ? [
              new DefinePlugin({ __REMOTE_BUILD_ID__: JSON.stringify(buildId ?? 'development') }),
              new JsonAssetPlugin({
                filename: ROUTES_FILE,
                dependencies: [
                  path.join(appDir, 'src/routes.tsx'),
                  ...(spanishRoutesFile ? [spanishRoutesFile] : []),
                  ...publishedFiles.map((published) => path.join(appDir, published.source)),
                ],
                // `paths` is what the shell routes by; `routes` adds each page's metadata (head, sitemap,
                // prerendering) and the files to preload for it: the English table's, then the Spanish one's.
                build: (compilation) => {
                  const entryFiles = entryFilesOf(compilation, name);
                  const chunkGroups = summarizeChunkGroups(compilation);
                  /** @param {string} routesFile @param {string} exposedFile */
                  const routesOf = (routesFile, exposedFile) => {
                    const assetsOf = routeAssetsOf({ appDir, routesFile, exposedFile, entryFiles, chunkGroups });
                    return readRouteDeclarations(routesFile).map(({ route, pageRequest }) => ({ ...route, assets: assetsOf(pageRequest) }));
                  };
                  const routesFile = path.join(appDir, 'src/routes.tsx');
                  const englishRoutes = routesOf(routesFile, routesModule ? exposedRoutes : routesFile);
                  const spanishRoutes = spanishRoutesFile ? routesOf(spanishRoutesFile, exposedRoutesEs) : [];
                  const pathProblems = spanishRoutesFile ? twinProblems(englishRoutes.map((route) => route.path), spanishRoutes.map((route) => route.path)) : [];
                  const problems = pathProblems.length > 0 ? pathProblems : twinDifferences(englishRoutes, spanishRoutes);
                  if (problems.length > 0) throw new Error(`the Spanish route table is not the English one's twin:\n${problems.join('\n')}`);
                  const routes = [...englishRoutes, ...spanishRoutes];
                  const files = publishedFiles.map((published) => {
                    const file = published.path.replace(/^\//, '');
                    compilation.emitAsset(file, new compilation.compiler.webpack.sources.RawSource(fs.readFileSync(path.join(appDir, published.source))));
                    return { path: published.path, file, type: published.type };
                  });
                  return { name, paths: routes.map((route) => route.path), routes, ...(files.length > 0 ? { files } : {}) };
                },
              }),
            ]
          : []),
        new SharedRouterCheckPlugin(sharedRouterSurface),
        // On the development server no shell's server fills the page: it carries the configuration itself.
        ...(standaloneDev ? [new ProvidersElementPlugin()] : []),
        ...plugins,
        // The host's scripts run nearly all their functions soon after they load: compiled as they
        // stream in. A remote's were measured too: no less main-thread work (bench/decisions.md): not marked.
        ...(production && !isRemote ? [new CompileHintsPlugin()] : []),
        // Served by serve-kit/static-server.js to browsers that accept brotli.
        ...(production ? [new BrotliAssetsPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', ...(isRemote ? {} : { splitChunks: { cacheGroups: startUpFiles } }) },
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * @param {{ appDir: string, isRemote: boolean, routesModule: string | undefined, spanishRoutesFile: string | undefined }} options
 * @returns {Record<string, string | false>}
 */
function browserAliases({ appDir, isRemote, routesModule, spanishRoutesFile }) {
  /** @type {Record<string, string>} */
  const spanish = spanishRoutesFile ? { 'remote-routes-es$': spanishRoutesFile } : {};
  if (routesModule) return { 'remote-routes$': path.resolve(appDir, routesModule), ...spanish };
  if (isRemote) return {};
  // The plugin that provides the runtime to remotes is injected by its CommonJS path, which
  // pulls in a CommonJS copy of the whole federation runtime beside the ES one (~25 kB br).
  return { [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: injectRuntimeEsm };
}

/** Where built images go; the same in the browser and the Node build, so server HTML names the same files. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * Images: an app's own are files next to its code; `ui`'s are inlined, because a file's URL depends
 * on which app serves it, and the same `ui` markup is rendered by one app and hydrated by another.
 * @param {{ emit: boolean }} options `emit: false` in the Node build, which only needs the names
 * @returns {import('webpack').RuleSetRule[]}
 */
function assetRules({ emit }) {
  const fromUi = (/** @type {string} */ file) => packageNameOf(file) === 'ui';
  return [
    // SVG as percent-encoded text rather than base64, which compresses worse (ui's chunk: -0.5 kB br).
    { test: /\.svg$/, include: fromUi, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
    { test: /\.(png|jpe?g|webp|avif)$/, include: fromUi, type: 'asset/inline' },
    // An app's SVG illustrations become PNG files (raster-svg-loader.js says why).
    {
      test: /\.svg$/,
      exclude: fromUi,
      type: 'asset/resource',
      use: [require.resolve('./raster-svg-loader')],
      generator: { emit, filename: ASSET_FILENAME.replace('[ext]', '.png') },
    },
    { test: /\.(png|jpe?g|webp|avif)$/, exclude: fromUi, type: 'asset/resource', generator: { emit } },
  ];
}

/**
 * An SVG file as a `data:` URL of its percent-encoded text (safe inside quotes, in HTML and CSS alike).
 * @param {Buffer | string} content
 */
function svgDataUrl(content) {
  return `data:image/svg+xml,${encodeURIComponent(content.toString().trim())}`;
}

/**
 * Left to Node's own require in the Node build (with their subpaths, e.g. react/jsx-runtime): one
 * copy each, as the browser shares them, so the styles the pages register are the ones collected.
 * @type {import('webpack').ExternalItemFunctionData extends infer D ? (data: D) => Promise<string | undefined> : never}
 */
const serverExternals = async ({ request }) =>
  request && [...singletons, 'react-router'].some((name) => request === name || request.startsWith(`${name}/`)) ? `commonjs ${request}` : undefined;

/** The Node build's one output file. */
const RENDER_FILENAME = 'render.js';

/**
 * A Node build of an app's code, for rendering its pages to HTML ahead of time: the same SWC and
 * asset settings as the browser build (so class names and image URLs match), one file, CommonJS.
 * @param {{ appDir: string, name: string, entry: string, outputPath: string, publicPath: string, production: boolean, alias?: Record<string, string>, modules?: string[], plugins?: import('webpack').WebpackPluginInstance[] }} options
 * `publicPath` prefixes the URLs of the app's own images in the HTML; `modules`: where packages are looked up first
 * @returns {import('webpack').Configuration}
 */
function nodeRenderConfig({ appDir, name, entry, outputPath, publicPath, production, alias = {}, modules, plugins = [] }) {
  const { optimize } = require('webpack');
  return {
    name: `${name}-server`,
    context: appDir,
    target: 'node',
    mode: production ? 'production' : 'development',
    devtool: false,
    entry,
    output: {
      path: outputPath,
      filename: RENDER_FILENAME,
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias, ...(modules ? { modules } : {}) },
    externals: serverExternals,
    module: { rules: [swcRule({ production }), ...assetRules({ emit: false })] },
    // Lazy pages stay lazy in the code but need no chunk files on the server.
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...plugins],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { federatedAppConfig, nodeRenderConfig, assetRules };
