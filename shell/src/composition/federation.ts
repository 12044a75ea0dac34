import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ROUTES_MODULE } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';
import type { SiteRoute } from 'ui';
import { fetchRemoteDescriptors } from './remoteDescriptors';
import type { RemoteDescriptor } from './pathOwnership';
import { createPrerenderedPageCheck } from './prerenderedPage';
import type { PrerenderedPage } from './prerenderedPage';
import type { RemoteLoader } from './remoteLoader';

/** Where a remote's route objects come from. */
export type LoadRoutes = (remote: RemoteDescriptor) => Promise<SiteRoute[]>;

type ExposedRoutes = { routes: SiteRoute[]; buildId?: string };

/**
 * A remote's route table for `locale` (`./routes`, `./routes-es`: ROUTES_MODULE) loaded with Module
 * Federation: its route objects and the id of its build (tooling/lib/exposed-routes.ts). A remote
 * released before it had Spanish pages publishes no Spanish paths (they are not found) and exposes
 * no `./routes-es`: a Spanish path it still claimed would say "temporarily unavailable".
 */
const loadFederatedRoutes = (remote: RemoteDescriptor, locale: Locale) => {
  const exposed = ROUTES_MODULE[locale];
  return loadRemote<ExposedRoutes>(`${remote.name}/${exposed.slice('./'.length)}`).then((module) => {
    if (!module || !Array.isArray(module.routes)) throw new Error(`${exposed} exports no route list`);
    return module;
  });
};

/** The spec's chunk time-out also bounds a whole remote load (entry, routes). */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/** A remote could not be reached or loaded: its routes show "unavailable", never "not found". */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Logs each failed remote load, with its stage, for whoever reads the console or a log drain. */
const reportFailures: ModuleFederationRuntimePlugin = {
  name: 'report-remote-failures',
  errorLoadRemote({ id, lifecycle, error }) {
    if (lifecycle === 'onLoad') console.warn(`Remote module ${id} failed to load`, error);
    // Returning nothing lets the error reach the loader, which shows the fallback.
    return undefined;
  },
};

type RemoteLoaderOptions = {
  /** the list the page brought with it (the shell's server inlines it): no request needed */
  inlineRemotes?: RemoteDescriptor[];
  /** loads the list built into the shell, used when /remotes.json does not answer in time */
  loadBuiltInRemotes?: () => Promise<RemoteDescriptor[]>;
  /** Where each remote's routes come from; given, no remote is registered with Module Federation (default: Module Federation). */
  loadRoutes?: LoadRoutes;
  /** the remote's page the document holds as the server prerendered it */
  prerenderedPage?: PrerenderedPage;
  /** the document's locale (one document, one locale): which route table of each remote is loaded */
  locale?: Locale;
};

/**
 * Loads remotes for the page's lifetime: the remote list once, each remote's routes on first use.
 * A failure is kept (so React's own re-render shows the fallback, not a second attempt) until
 * "Try again" asks to forget it.
 */
export function createRemoteLoader({ inlineRemotes, loadBuiltInRemotes = async () => [], loadRoutes, prerenderedPage, locale = 'en' }: RemoteLoaderOptions = {}): RemoteLoader {
  const federated = !loadRoutes;
  /** Each loaded remote's build id (remotes loaded otherwise have none). */
  const buildIds = new Map<string, string>();
  const routesOf: LoadRoutes =
    loadRoutes ??
    ((remote) =>
      loadFederatedRoutes(remote, locale).then(({ routes, buildId }) => {
        if (typeof buildId === 'string') buildIds.set(remote.name, buildId);
        return routes;
      }));
  const pageCheck = createPrerenderedPageCheck(prerenderedPage);
  let descriptors: Promise<RemoteDescriptor[]> | undefined;
  const routesByRemote = new Map<string, Promise<SiteRoute[]>>();
  let registered = false;
  /**
   * Registers the remotes (no network: each is fetched on first use); once, whichever list comes
   * first. Routes loaded otherwise need no registration.
   */
  const register = (list: RemoteDescriptor[]) => {
    if (registered || !federated) return;
    registered = true;
    registerPlugins([reportFailures]);
    registerRemotes(list.map(({ name, entry }) => ({ name, entry })));
  };
  if (inlineRemotes) register(inlineRemotes);

  return {
    descriptorsNow: () => inlineRemotes,

    descriptors(): Promise<RemoteDescriptor[]> {
      descriptors ??= fetchRemoteDescriptors(loadBuiltInRemotes).then((list) => {
        register(list);
        return list;
      });
      return descriptors;
    },

    routes(remote: RemoteDescriptor): Promise<SiteRoute[]> {
      let routes = routesByRemote.get(remote.name);
      if (!routes) {
        routes = withTimeout(routesOf(remote), REMOTE_LOAD_TIMEOUT_MS).catch((error: unknown) => {
          throw new RemoteLoadError(remote.name, error);
        });
        routesByRemote.set(remote.name, routes);
      }
      return routes;
    },

    checkPrerenderedPage: (remote, render) => pageCheck.check(remote.name, buildIds.get(remote.name), render),

    prerenderedPageSettled: () => pageCheck.settle(),

    resetDescriptors(): void {
      descriptors = undefined;
    },

    // The runtime forgets the failed entry too, so the next load really fetches.
    reset(remote: RemoteDescriptor): void {
      routesByRemote.delete(remote.name);
      if (federated) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
