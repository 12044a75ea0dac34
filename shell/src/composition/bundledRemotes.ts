import type { SiteRoute } from 'ui';
import type { RemoteDescriptor } from './pathOwnership';

/**
 * The monolithic build's remotes (MONOLITH=1): each remote's route table imported from its
 * workspace package instead of loaded with Module Federation. Each is still its own chunk, fetched
 * when a path it owns is visited, and its pages stay lazy inside it, as in the federated site.
 * Keyed by the remotes' names (shell/remotes.js).
 */
const routeTables: Record<string, () => Promise<{ routes: SiteRoute[] }>> = {
  marketing: () => import(/* webpackChunkName: "marketing-routes" */ 'marketing-remote/src/routes'),
  shield: () => import(/* webpackChunkName: "shield-routes" */ 'shield-remote/src/routes'),
  portal: () => import(/* webpackChunkName: "portal-routes" */ 'portal-remote/src/routes'),
  appeals: () => import(/* webpackChunkName: "appeals-routes" */ 'appeals-remote/src/routes'),
};

/** A remote's routes, from the bundle. */
export async function loadBundledRoutes(remote: RemoteDescriptor): Promise<SiteRoute[]> {
  const load = routeTables[remote.name];
  if (!load) throw new Error(`The ${remote.name} remote is not part of this build`);
  return (await load()).routes;
}
