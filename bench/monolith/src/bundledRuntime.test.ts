import { remotes } from 'composition-contract/remotes';
import { createRemoteLoader } from 'shell/src/composition/federation';
import type { SiteRoute } from 'ui';
import { loadRemote } from './bundledRuntime';

// As this build's alias does: the shell's loader calls the bundled runtime instead of Module Federation.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./bundledRuntime'));

/** A path each remote is known to own, as a visitor would type it. */
const knownPathOf: Record<string, string> = { marketing: '/', shield: '/shield', portal: '/auth', appeals: '/adriennecalloway' };

describe("the monolithic build's federation runtime", () => {
  it.each(remotes.map((remote) => remote.name))("answers %s/routes with that remote's own route table", async (name) => {
    const { routes } = await loadRemote<{ routes: SiteRoute[] }>(`${name}/routes`);
    expect(routes.map((route) => route.path)).toContain(knownPathOf[name]);
  });

  it('names a module that is not bundled', async () => {
    await expect(loadRemote('weather/routes')).rejects.toThrow('weather/routes is not part of this build');
    await expect(loadRemote('shield/checkout')).rejects.toThrow('shield/checkout is not part of this build');
  });

  it("gives the shell's own remote loader each remote's routes, without fetching anything", async () => {
    const shield = { name: 'shield', entry: 'http://localhost:1/shield/remoteEntry.js', paths: ['/shield'] };
    const loader = createRemoteLoader({ inlineRemotes: [shield] });
    const routes = await loader.routes(shield);
    expect(routes.map((route) => route.path)).toContain('/shield');
  });
});
