// @ts-check
// Keeps, for each remote, where it lives and the paths it owns. The lists come from each remote's
// published routes.json, refreshed in the background, so a remote can add a route and release it
// without a shell rebuild. A remote that does not answer keeps its last good list (or the build-time
// copy), so its routes show "temporarily unavailable" rather than "not found".

/**
 * @typedef {{ name: string, url: string }} RemoteLocation
 * @typedef {{ name: string, entry: string, paths: string[] }} RemoteDescriptor
 * @typedef {{ path: string, title: string, description: string, noindex: boolean, canonicalPath: string }} PublishedRoute
 */

/**
 * @param {{ remotes: RemoteLocation[], buildTimePaths: Record<string, string[]>, buildTimeRoutes?: Record<string, PublishedRoute[]>, timeoutMs?: number, refreshMs?: number, log?: (message: string) => void }} options
 */
function createRemoteRegistry({ remotes, buildTimePaths, buildTimeRoutes = {}, timeoutMs = 2000, refreshMs = 5000, log = console.warn }) {
  /** @type {Map<string, string[]>} */
  const lastGoodPaths = new Map(remotes.map((remote) => [remote.name, buildTimePaths[remote.name] ?? []]));
  /** Each remote's routes with their page metadata (a remote built before routes.json had them publishes none). */
  /** @type {Map<string, PublishedRoute[]>} */
  const lastGoodRoutes = new Map(remotes.map((remote) => [remote.name, buildTimeRoutes[remote.name] ?? []]));
  /** @type {Set<string>} */
  const unreachable = new Set();

  /** @param {RemoteLocation} remote */
  async function refreshOne(remote) {
    try {
      const response = await fetch(`${remote.url}/routes.json`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = await response.json();
      if (!Array.isArray(body?.paths) || !body.paths.every((/** @type {unknown} */ path) => typeof path === 'string')) {
        throw new Error('published a malformed routes.json');
      }
      lastGoodPaths.set(remote.name, body.paths);
      lastGoodRoutes.set(remote.name, Array.isArray(body.routes) ? body.routes.filter(isPublishedRoute) : []);
      if (unreachable.delete(remote.name)) log(`remote ${remote.name} is back at ${remote.url}`);
    } catch (error) {
      if (!unreachable.has(remote.name)) log(`remote ${remote.name} at ${remote.url}: ${/** @type {Error} */ (error).message}; keeping its last known routes`);
      unreachable.add(remote.name);
    }
  }

  return {
    /** @returns {Promise<void>} */
    refresh: () => Promise.all(remotes.map(refreshOne)).then(() => undefined),
    /** @returns {RemoteDescriptor[]} */
    descriptors: () =>
      remotes.map((remote) => ({ name: remote.name, entry: `${remote.url}/mf-manifest.json`, paths: lastGoodPaths.get(remote.name) ?? [] })),
    /**
     * The routes of one remote with their page metadata.
     * @param {string} name
     * @returns {PublishedRoute[]}
     */
    routesOf: (name) => lastGoodRoutes.get(name) ?? [],
    start() {
      setInterval(() => void this.refresh(), refreshMs).unref();
      return this.refresh();
    },
  };
}

/**
 * @param {unknown} route
 * @returns {route is PublishedRoute}
 */
function isPublishedRoute(route) {
  if (typeof route !== 'object' || route === null) return false;
  const { path, title, description, noindex, canonicalPath } = /** @type {Record<string, unknown>} */ (route);
  return (
    typeof path === 'string' &&
    typeof title === 'string' &&
    typeof description === 'string' &&
    typeof noindex === 'boolean' &&
    typeof canonicalPath === 'string'
  );
}

/**
 * Serves the registry as /remotes.json (the production server and the dev server alike).
 * @param {{ descriptors: () => RemoteDescriptor[] }} registry
 * @returns {import('express').RequestHandler}
 */
function remotesJsonHandler(registry) {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registry.descriptors());
  };
}

module.exports = { createRemoteRegistry, remotesJsonHandler };
