// @ts-check
// The shell's production server, without listening: the built shell, /remotes.json (where each
// remote lives and what it owns, read at run time), the /api proxy, and the page for every other
// path, composed from the shell's layout and the owning remote's prerendered page (page.js).
const http = require('node:http');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { createStaticApp, plainErrors } = require('serve-kit');
const { normalizePath } = require('composition-contract');
const { localeOfPath } = require('composition-contract/locale');
const { embedOrigins, publicProviders } = require('composition-contract/providers-config');
const { fillProviders, providersElement } = require('composition-contract/providers');
const { findOwner, holdsSession } = require('../src/composition/pathOwnership');
const { sitemapRemoteNames } = require('../remotes');
const { shellHealthHandler } = require('./health');
const { composePage, createLayoutCache, routeAt, startUpScriptsOf } = require('./page');
const { languageVersions, rememberedLanguage } = require('./languages');
const { createRemoteRegistry, remotesJsonHandler } = require('./remote-registry');
const { servePublishedFiles } = require('./published-files');
const { serveSeoFiles } = require('./seo');
const { contentSecurityPolicyTemplate, pageHeaders } = require('./security-headers');
const { signInForm } = require('./sign-in-form');

/** How long the proxy waits for the API (connecting, or between bytes of its answer). */
const API_TIMEOUT_MS = 30_000;
/**
 * How long a draining shell lets its requests in flight finish: past the longest wait for the API
 * (the proxy's, and the sign-in form's below it), so a code exchange the API is still answering is
 * never cut off mid-flight; the API's answer, or the shell's own time-out, comes first.
 */
const SHUTDOWN_GRACE_MS = API_TIMEOUT_MS + 5_000;

/**
 * @param {{
 *   config: import('./config').ShellConfig,
 *   dist: string,
 *   indexHtml: string,
 *   buildTimePaths: Record<string, string[]>,
 *   buildTimeRoutes?: Record<string, import('./remote-registry').PublishedRoute[]>,
 *   renderer?: import('./page').ShellRenderer,
 *   bundledRouteAssets?: Record<string, Record<string, string[]>>,
 *   log?: (message: string) => void,
 * }} options
 * `renderer`: the shell's layout built for Node; without it pages are rendered in the browser only
 * `bundledRouteAssets`: `dist` is the monolithic build, which holds the remotes' code and images; per
 * remote and normalised path, its scripts a first visit needs (its route-assets.json)
 */
function createShellApp({ config, dist, indexHtml, buildTimePaths, buildTimeRoutes, renderer, bundledRouteAssets, log }) {
  const registry = createRemoteRegistry({ remotes: config.remotes, buildTimePaths, buildTimeRoutes, startupWaitMs: config.startupWaitMs, log });
  const layout = renderer && createLayoutCache(renderer);
  const startUpScripts = startUpScriptsOf(indexHtml);
  const remoteUrls = config.remotes.map((remote) => remote.url);
  // What the configured providers load, by origin: the policy allows those and nothing else.
  const embeds = embedOrigins(config.providers);
  const headersOfPage = pageHeaders({
    policyTemplate: contentSecurityPolicyTemplate({ remoteUrls, embeds }),
    // Where a session lives, no outside script: the site's own and its remotes' code only.
    sessionPolicyTemplate: contentSecurityPolicyTemplate({ remoteUrls, embeds, outsideScripts: false }),
  });
  // What the pages of each locale embed, as the browser gets it: the served HTML is filled from it,
  // and the page carries it (a Spanish page, the providers' Spanish addresses where configured).
  /** @param {import('composition-contract/locale').Locale} locale */
  const pageProviders = (locale) => {
    const providers = publicProviders(config.providers, locale);
    return { providers, script: providersElement(providers) };
  };
  const providersOf = { en: pageProviders('en'), es: pageProviders('es') };

  const app = createStaticApp({ root: dist, production: config.production });
  // Behind a load balancer, TRUST_PROXY names it (e.g. "loopback", "10.0.0.0/8" or a hop count) so
  // that req.ip is the visitor's address, which the API's per-address limits rely on.
  app.set('trust proxy', config.trustProxy);
  app.get('/remotes.json', remotesJsonHandler(registry));
  app.get('/healthz', shellHealthHandler(registry));
  serveSeoFiles(app, { registry, remoteNames: sitemapRemoteNames(), origin: config.publicOrigin });
  app.use(servePublishedFiles({ registry, origin: config.publicOrigin, log }));
  app.use(
    createProxyMiddleware({
      pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
      target: config.apiUrl,
      // Connections to the API are reused (without an agent, every call would open its own and
      // close it: a TCP handshake and a port in TIME_WAIT per call). An idle one is dropped a second
      // before the API closes it, as the API's `Keep-Alive: timeout=` says (5 s), so no call is sent
      // on a connection the API is closing (the visitor would get a 502). Node's agent reads that
      // hint only when it has a `timeout` of its own: without one it kept idle connections forever.
      agent: new http.Agent({ keepAlive: true, timeout: API_TIMEOUT_MS }),
      proxyTimeout: API_TIMEOUT_MS,
      timeout: API_TIMEOUT_MS,
      on: {
        // The API trusts X-Forwarded-For from this proxy only: replace, never append, what the client sent.
        proxyReq: (proxyReq, req) => proxyReq.setHeader('X-Forwarded-For', /** @type {import('express').Request} */ (req).ip ?? ''),
        error: (error, req, res) => {
          (log ?? console.warn)(`/api: the API at ${config.apiUrl} did not answer ${req.method} ${req.url?.split('?')[0]}: ${error.message}`);
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: 'The service is unavailable. Please try again.' }));
          }
        },
      },
    }),
  );
  app.use(signInForm({ apiUrl: config.apiUrl, publicOrigin: config.publicOrigin }));
  // `/` for a visitor who chose Spanish: the Spanish front page.
  app.use(rememberedLanguage({ hasPage: (pathname) => findOwner(registry.descriptors(), pathname) !== undefined }));
  // Every other page: the layout with the owning remote's page, or the not-found page (404).
  // A plain middleware, not a route pattern, so a malformed path is never decoded (or rejected).
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const remotes = registry.descriptors();
    const owner = findOwner(remotes, req.path);
    const nonce = headersOfPage(res, { ownerName: owner?.name, url: req.url, sessionPage: holdsSession(remotes, req.path) });
    res.status(owner ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    const ownerRoutes = owner ? registry.routesOf(owner.name) : [];
    const route = owner && routeAt(ownerRoutes, req.path);
    const page = await composePage({
      template: indexHtml,
      startUpScripts,
      nonce,
      pathname: req.path,
      // As the browser's address has it (`?` alone is none): whether the layout's language switch waits
      // for the page's code to carry it (the query itself is never written into the page).
      search: new URL(req.url, 'http://site.invalid').search,
      origin: config.publicOrigin,
      remotes,
      owner,
      route,
      fragment: owner && registry.fragmentOf(owner.name, req.path),
      layout,
      bundledAssets: owner && bundledRouteAssets ? (bundledRouteAssets[owner.name]?.[normalizePath(req.path)] ?? []) : undefined,
      versions: route && languageVersions(ownerRoutes, route),
    });
    const { providers, script } = providersOf[localeOfPath(req.path)];
    res.type('html').send(withProviders(page, providers, script));
  });
  app.use(plainErrors);
  return { app, registry };
}

/**
 * A composed page with its embeds filled from the configuration (composition-contract/providers.js)
 * and the configuration the browser's first render reads, before the app's scripts run.
 * @param {string} page
 * @param {import('composition-contract/providers').PublicProviders} providers
 * @param {string} providersScript
 */
function withProviders(page, providers, providersScript) {
  return fillProviders(page, providers).replace('</body>', () => `${providersScript}</body>`);
}

module.exports = { createShellApp, API_TIMEOUT_MS, SHUTDOWN_GRACE_MS };
