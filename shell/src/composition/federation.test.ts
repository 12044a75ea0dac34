import { createRemoteLoader, REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError } from './federation';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const shield = { name: 'shield', entry: 'http://localhost:3002/remoteEntry.js', paths: ['/shield'] };

afterEach(() => jest.useRealTimers());

describe('loading a remote', () => {
  it('gives up after the spec time-out of 120 s, as a remote load failure', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    let settled = false;
    const outcome = createRemoteLoader()
      .routes(shield)
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).remote).toBe('shield');
  });

  it('loads each remote once and keeps a failure until it is reset', async () => {
    loadRemote.mockReset().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ routes: [] });
    const loader = createRemoteLoader();
    await expect(loader.routes(shield)).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.routes(shield)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    loader.reset(shield);
    await expect(loader.routes(shield)).resolves.toEqual([]);
    await loader.routes(shield);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a remote whose ./routes exports no route list', async () => {
    loadRemote.mockReset().mockResolvedValue({ default: () => null });
    await expect(createRemoteLoader().routes(shield)).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it("loads a Spanish document's pages from the remote's ./routes-es, an English one's from ./routes", async () => {
    loadRemote.mockReset().mockResolvedValue({ routes: [] });
    await createRemoteLoader({ locale: 'es' }).routes(shield);
    await createRemoteLoader({ locale: 'en' }).routes(shield);
    expect(loadRemote.mock.calls).toEqual([['shield/routes-es'], ['shield/routes']]);
  });

  it('treats a remote that exposes no ./routes-es (released before Spanish) as unavailable on Spanish pages', async () => {
    loadRemote.mockReset().mockRejectedValue(new Error('[ Federation Runtime ]: The remote does not expose the requested module.'));
    await expect(createRemoteLoader({ locale: 'es' }).routes(shield)).rejects.toBeInstanceOf(RemoteLoadError);
  });
});

describe('a page another release of its remote prerendered', () => {
  const page = { remote: 'shield', buildId: 'b1', pathname: '/shield', serverHtml: '<h1>Unlimited Internet</h1>' };
  const hydrating = { hydrating: true, pathname: '/shield' };
  const inTheBrowser = { hydrating: false, pathname: '/shield' };

  async function loaderWithShieldBuild(buildId: string) {
    loadRemote.mockReset().mockResolvedValue({ routes: [], buildId });
    const loader = createRemoteLoader({ prerenderedPage: page });
    await loader.routes(shield);
    return loader;
  }

  it('is rendered afresh by every hydrating render, however often React starts the hydration over, and shown as the server sent it meanwhile', async () => {
    const loader = await loaderWithShieldBuild('b2');
    // A hydration interrupted by a more urgent update is thrown away and started again: same answer.
    expect(loader.checkPrerenderedPage(shield, hydrating)).toEqual({ kind: 'render-afresh' });
    expect(loader.checkPrerenderedPage(shield, inTheBrowser)).toEqual({ kind: 'show-server-html', serverHtml: page.serverHtml });
    expect(loader.checkPrerenderedPage(shield, hydrating)).toEqual({ kind: 'render-afresh' });
    expect(loader.checkPrerenderedPage(shield, inTheBrowser)).toEqual({ kind: 'show-server-html', serverHtml: page.serverHtml });
  });

  it('is no longer shown once the page has been replaced: later pages load as usual', async () => {
    const loader = await loaderWithShieldBuild('b2');
    loader.prerenderedPageSettled();
    expect(loader.checkPrerenderedPage(shield, inTheBrowser)).toEqual({ kind: 'hydrate' });
  });

  it("is not shown for another path the visitor moved to before the page's code came", async () => {
    const loader = await loaderWithShieldBuild('b2');
    expect(loader.checkPrerenderedPage(shield, { hydrating: false, pathname: '/shieldhotspotsim' })).toEqual({ kind: 'hydrate' });
  });

  it('is hydrated when the same release made it', async () => {
    const loader = await loaderWithShieldBuild('b1');
    expect(loader.checkPrerenderedPage(shield, hydrating)).toEqual({ kind: 'hydrate' });
  });
});
