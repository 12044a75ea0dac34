// @ts-check
// Keeps, for each remote, where it lives, the paths it owns and its prerendered pages. The lists
// come from each remote's published routes.json and fragments.json, refreshed in the background, so
// a remote can add a route or change a page and release it without a shell change. A remote that
// does not answer keeps its last good list (or the build-time copy), so its routes show
// "temporarily unavailable" rather than "not found". Its prerendered pages are dropped (and then
// rendered in the browser) only when the remote says they are no longer good (an error status, a
// file that cannot be used) or refuses connections (it is down); a remote that is merely slow (the
// time-out fires) keeps its last good pages, so a busy moment does not un-prerender its pages.
// At start (`start()`), it asks again until every remote's lists and pages are read, each ask
// limited only by what is left of the start-up wait, so a busy machine delays a new shell's first
// page rather than serving it without its prerendered HTML; after that wait it goes on, degraded.
const { FRAGMENTS_FILE, ROUTES_FILE, normalizePath, readFragmentsFile, readRoutesFile, remoteEntryUrl } = require('composition-contract');

/**
 * @typedef {{ name: string, url: string }} RemoteLocation
 * @typedef {import('composition-contract').RemoteDescriptor} RemoteDescriptor
 * @typedef {import('composition-contract').PublishedRoute} PublishedRoute
 * @typedef {import('composition-contract').PageFragment & { buildId: string }} PageFragment a page as
 * the remote prerendered it, with the build id of the code that rendered it
 */

/**
 * @param {{
 *   remotes: RemoteLocation[],
 *   buildTimePaths: Record<string, string[]>,
 *   buildTimeRoutes?: Record<string, PublishedRoute[]>,
 *   timeoutMs?: number,
 *   refreshMs?: number,
 *   startupWaitMs?: number,
 *   retryMs?: number,
 *   timeoutSignal?: (ms: number) => AbortSignal,
 *   log?: (message: string) => void,
 * }} options
 * `timeoutMs`: how long a background refresh waits for each file
 * `startupWaitMs`: how long `start()` keeps asking before it goes on without every remote read
 * `retryMs`: the pause between two asks at start
 * `timeoutSignal`: what aborts a request after `ms` (tests give one they fire themselves)
 */
function createRemoteRegistry({
  remotes,
  buildTimePaths,
  buildTimeRoutes = {},
  timeoutMs = 2000,
  refreshMs = 5000,
  startupWaitMs = 30_000,
  retryMs = 500,
  timeoutSignal = (ms) => AbortSignal.timeout(ms),
  log = console.warn,
}) {
  /** @type {Map<string, string[]>} */
  const lastGoodPaths = new Map(remotes.map((remote) => [remote.name, buildTimePaths[remote.name] ?? []]));
  /** Each remote's routes with their page metadata (a remote built before routes.json had them publishes none). */
  /** @type {Map<string, PublishedRoute[]>} */
  const lastGoodRoutes = new Map(remotes.map((remote) => [remote.name, buildTimeRoutes[remote.name] ?? []]));
  /** Why each remote's routes.json was not read at the last refresh, so each change is logged once (slow, then down). */
  /** @type {Map<string, string>} */
  const unreachable = new Map();
  /** Each remote's prerendered pages by normalised path, with the ETag they came with. */
  /** @type {Map<string, { etag: string | null, pages: Map<string, PageFragment> }>} */
  const fragments = new Map();
  /** Why a remote's fragments.json was last refused, so each reason is logged once. */
  /** @type {Map<string, string>} */
  const refusals = new Map();
  /** Remotes that did not answer in time at the last refresh: their last good pages are still served. */
  /** @type {Set<string>} */
  const keptFragments = new Set();

  /**
   * Keeps a slow remote's last good pages (logged once until it answers again). Its pages are as
   * good as they were; dropping them would render them in the browser for no reason.
   * @param {RemoteLocation} remote
   */
  function keepFragments(remote) {
    if (!keptFragments.has(remote.name)) log(`remote ${remote.name}: its prerendered pages were not re-read in time; keeping the last good ones`);
    keptFragments.add(remote.name);
  }

  /** @param {RemoteLocation} remote */
  function dropFragments(remote) {
    fragments.delete(remote.name);
    keptFragments.delete(remote.name);
  }

  /**
   * Re-reads a remote's fragments.json when it changed (the ETag says). A remote that publishes
   * none, or whose file cannot be used, has its pages rendered in the browser; one that answers too
   * late keeps the pages it had.
   * @param {RemoteLocation} remote
   * @param {() => number} waitMs how long it may take, asked when the request is sent
   */
  async function refreshFragments(remote, waitMs) {
    const known = fragments.get(remote.name);
    try {
      const response = await fetch(`${remote.url}/${FRAGMENTS_FILE}`, {
        signal: timeoutSignal(waitMs()),
        cache: 'no-store',
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      });
      if (response.status === 304) return void keptFragments.delete(remote.name);
      if (!response.ok) throw new Error(`answered ${response.status}`);
      fragments.set(remote.name, { etag: response.headers.get('etag'), pages: pagesOf(readFragmentsFile(await response.json())) });
      refusals.delete(remote.name);
      keptFragments.delete(remote.name);
    } catch (error) {
      if (known && isTimeout(error)) return keepFragments(remote);
      const reason = /** @type {Error} */ (error).message;
      if (known || refusals.get(remote.name) !== reason) log(`remote ${remote.name}: its prerendered pages could not be used (${reason}); rendering them in the browser`);
      refusals.set(remote.name, reason);
      dropFragments(remote);
    }
  }

  /**
   * @param {RemoteLocation} remote
   * @param {() => number} waitMs how long each of its files may take, asked when it is requested
   */
  async function refreshOne(remote, waitMs) {
    try {
      const response = await fetch(`${remote.url}/${ROUTES_FILE}`, { signal: timeoutSignal(waitMs()), cache: 'no-store' });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const { paths, routes } = readRoutesFile(await response.json());
      lastGoodPaths.set(remote.name, paths);
      lastGoodRoutes.set(remote.name, routes);
      if (unreachable.delete(remote.name)) log(`remote ${remote.name} is back at ${remote.url}`);
    } catch (error) {
      const reason = /** @type {Error} */ (error).message;
      if (unreachable.get(remote.name) !== reason) log(`remote ${remote.name} at ${remote.url}: ${reason}; keeping its last known routes`);
      unreachable.set(remote.name, reason);
      // Slow: its pages stay. Down (refused) or a list it cannot publish: they go.
      if (fragments.has(remote.name) && isTimeout(error)) keepFragments(remote);
      else dropFragments(remote);
      return;
    }
    await refreshFragments(remote, waitMs);
  }

  /** Remotes asked at least once (until then, their routes are the build-time copy). */
  /** @type {Set<string>} */
  const asked = new Set();
  /** Whether `start()` is done: every remote read, or the start-up wait over (the health endpoint's "starting"). */
  let started = false;

  /**
   * @param {RemoteLocation} remote
   * @param {() => number} waitMs
   */
  const ask = (remote, waitMs) => refreshOne(remote, waitMs).then(() => void asked.add(remote.name));

  /** @param {RemoteLocation} remote */
  const isRead = (remote) => asked.has(remote.name) && !unreachable.has(remote.name) && fragments.has(remote.name) && !keptFragments.has(remote.name);

  return {
    /** Asks every remote once, each file within the refresh time-out. @returns {Promise<void>} */
    refresh: () => Promise.all(remotes.map((remote) => ask(remote, () => timeoutMs))).then(() => undefined),
    /**
     * What the health endpoint reports: whether the start is done, and per remote whether its route
     * list was read from it at the last refresh (or is a kept copy) and whether its prerendered pages
     * were read then, are kept from before (it answered too late) or are not at hand.
     * @returns {{ started: boolean, remotes: Record<string, { routes: 'read' | 'kept copy', fragments: 'read' | 'kept copy' | 'none' }> }}
     */
    status: () => ({
      started,
      remotes: Object.fromEntries(
        remotes.map((remote) => [
          remote.name,
          {
            routes: unreachable.has(remote.name) || !asked.has(remote.name) ? 'kept copy' : 'read',
            fragments: !fragments.has(remote.name) ? 'none' : keptFragments.has(remote.name) ? 'kept copy' : 'read',
          },
        ]),
      ),
    }),
    /** @returns {RemoteDescriptor[]} */
    descriptors: () =>
      remotes.map((remote) => ({
        name: remote.name,
        entry: remoteEntryUrl(remote.url),
        paths: lastGoodPaths.get(remote.name) ?? [],
        sessionPaths: sessionPathsOf(lastGoodRoutes.get(remote.name) ?? []),
      })),
    /**
     * The routes of one remote with their page metadata.
     * @param {string} name
     * @returns {PublishedRoute[]}
     */
    routesOf: (name) => lastGoodRoutes.get(name) ?? [],
    /**
     * A remote's prerendered page at a path, if it answered the last time it was asked.
     * @param {string} name
     * @param {string} pathname
     * @returns {PageFragment | undefined}
     */
    fragmentOf: (name, pathname) => fragments.get(name)?.pages.get(normalizePath(pathname)),
    /**
     * Reads every remote's lists and pages, asking again those not read yet, until all are read or
     * `startupWaitMs` has passed; then refreshes in the background. Resolves once it has started.
     * @returns {Promise<void>}
     */
    async start() {
      const deadline = Date.now() + startupWaitMs;
      const left = () => Math.max(deadline - Date.now(), 1);
      for (;;) {
        await Promise.all(remotes.filter((remote) => !isRead(remote)).map((remote) => ask(remote, left)));
        const unread = remotes.filter((remote) => !isRead(remote));
        if (unread.length === 0) break;
        if (Date.now() + retryMs >= deadline) {
          log(`not every remote was read in ${startupWaitMs} ms (${unread.map((remote) => remote.name).join(', ')}); starting degraded`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
      started = true;
      setInterval(() => void this.refresh(), refreshMs).unref();
    },
  };
}

/**
 * Whether a fetch failed because its AbortSignal.timeout fired (before or while the body came): the
 * remote is slow, which says nothing about what it published. A refused connection is a TypeError.
 * @param {unknown} error
 */
const isTimeout = (error) =>
  // By name, not instanceof: fetch's DOMException may come from another realm (e.g. under Jest).
  typeof error === 'object' && error !== null && 'name' in error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The pages of a fragments.json by normalised path, each with the build id of the code that rendered it.
 * @param {import('composition-contract').FragmentsFile} file
 * @returns {Map<string, PageFragment>}
 */
function pagesOf({ buildId, pages }) {
  return new Map(Object.entries(pages).map(([path, page]) => [normalizePath(path), { ...page, buildId }]));
}

/**
 * The paths of the routes that hold a session (`handle.session`), as the remote list carries them.
 * @param {PublishedRoute[]} routes
 */
function sessionPathsOf(routes) {
  return routes.filter((route) => route.session).map((route) => route.path);
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

module.exports = { createRemoteRegistry, remotesJsonHandler, sessionPathsOf };
