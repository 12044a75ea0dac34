import type { SiteRoute } from 'ui';

/**
 * What the shell's remote loader calls of the federation runtime (`@module-federation/enhanced/runtime`),
 * answered from the bundle: this build aliases the runtime to this module, so the shell's own loader
 * (shell/src/composition/federation.ts) runs unchanged. Each remote's route table is imported from
 * its workspace package, still its own chunk fetched when a path it owns is visited, its pages still
 * lazy inside it, as in the federated site. Keyed by the remotes' names (composition-contract/remotes).
 */
const routeTables: Record<string, () => Promise<{ routes: SiteRoute[] }>> = {
  marketing: () => import(/* webpackChunkName: "marketing-routes" */ 'marketing-remote/src/routes'),
  shield: () => import(/* webpackChunkName: "shield-routes" */ 'shield-remote/src/routes'),
  portal: () => import(/* webpackChunkName: "portal-routes" */ 'portal-remote/src/routes'),
  appeals: () => import(/* webpackChunkName: "appeals-routes" */ 'appeals-remote/src/routes'),
};

/** `loadRemote('<remote>/routes')`: the remote's route table, from the bundle. */
export async function loadRemote<T>(id: string): Promise<T> {
  const [name, exposed] = id.split('/');
  const load = name === undefined ? undefined : routeTables[name];
  if (!load || exposed !== 'routes') throw new Error(`${id} is not part of this build`);
  return (await load()) as T;
}

/** Nothing to register: every remote is in the bundle. */
export function registerRemotes(): void {}

/** Nothing to register: no remote is fetched. */
export function registerPlugins(): void {}
