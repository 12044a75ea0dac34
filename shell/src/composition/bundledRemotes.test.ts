import { remotes } from '../../remotes';
import { loadBundledRoutes } from './bundledRemotes';
import { createRemoteLoader } from './federation';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

const descriptor = (name: string, paths: string[] = []) => ({ name, entry: `http://localhost/${name}/remoteEntry.js`, paths });

/** A path each remote is known to own, as a visitor would type it. */
const knownPathOf: Record<string, string> = { marketing: '/', shield: '/shield', portal: '/auth', appeals: '/adriennecalloway' };

describe("the monolithic build's remotes", () => {
  it.each(remotes.map((remote) => remote.name))('%s resolves to its own route table', async (name) => {
    const routes = await loadBundledRoutes(descriptor(name));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((route) => route.path)).toContain(knownPathOf[name]);
  });

  it('names a remote that is not bundled', async () => {
    await expect(loadBundledRoutes(descriptor('weather'))).rejects.toThrow('The weather remote is not part of this build');
  });

  it('gives the loader its routes without Module Federation', async () => {
    const loadRoutes = jest.fn(loadBundledRoutes);
    const shield = descriptor('shield', ['/shield']);
    const loader = createRemoteLoader({ inlineRemotes: [shield], loadRoutes });
    const routes = await loader.routes(shield);
    loader.reset(shield);
    await loader.routes(shield);
    expect(routes.map((route) => route.path)).toContain('/shield');
    expect(loadRoutes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
