/** @jest-environment node */
import { createRemoteRegistry } from './remote-registry';

const remotes = [{ name: 'marketing', url: 'http://marketing.test' }];
const pepper = { path: '/pepper', title: 'Pepper Fest', description: 'The festival.', noindex: false, canonicalPath: '/pepper' };

function answer(body: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => jest.restoreAllMocks());

describe('the remote registry', () => {
  it('keeps each route’s page metadata from routes.json beside its paths', async () => {
    answer({ name: 'marketing', paths: ['/pepper'], routes: [pepper, { path: '/broken' }] });
    const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, log: () => {} });

    await registry.refresh();

    expect(registry.descriptors()).toEqual([{ name: 'marketing', entry: 'http://marketing.test/remoteEntry.js', paths: ['/pepper'] }]);
    expect(registry.routesOf('marketing')).toEqual([pepper]);
  });

  it('starts from the build-time copy and keeps the last good list while a remote is down', async () => {
    const registry = createRemoteRegistry({
      remotes,
      buildTimePaths: { marketing: ['/pepper'] },
      buildTimeRoutes: { marketing: [pepper] },
      log: () => {},
    });
    expect(registry.routesOf('marketing')).toEqual([pepper]);

    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await registry.refresh();

    expect(registry.routesOf('marketing')).toEqual([pepper]);
  });

  it('reads a routes.json without metadata (a remote built before it had them) as no pages', async () => {
    answer({ name: 'marketing', paths: ['/pepper'] });
    const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, buildTimeRoutes: { marketing: [pepper] }, log: () => {} });

    await registry.refresh();

    expect(registry.descriptors()[0]?.paths).toEqual(['/pepper']);
    expect(registry.routesOf('marketing')).toEqual([]);
  });

  describe('prerendered pages', () => {
    const routesJson = { name: 'marketing', paths: ['/pepper'], routes: [pepper] };
    const page = { html: '<h1>Pepper Fest</h1>', styles: '' };

    /** Answers routes.json, then fragments.json with `fragments`. */
    function publish(fragments: unknown) {
      return jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
        new Response(JSON.stringify(String(url).endsWith('/routes.json') ? routesJson : fragments), { status: 200 }),
      );
    }

    it('are served with the build id of the code that rendered them', async () => {
      publish({ contractVersion: 1, name: 'marketing', buildId: 'b7', pages: { '/pepper': page } });
      const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, log: () => {} });

      await registry.refresh();

      expect(registry.fragmentOf('marketing', '/Pepper/')).toEqual({ ...page, buildId: 'b7' });
    });

    it('of a remote built against another contract version are refused whole, with one clear log line', async () => {
      publish({ name: 'marketing', pages: { '/pepper': page } });
      const log = jest.fn();
      const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, log });

      await registry.refresh();
      await registry.refresh();

      expect(registry.fragmentOf('marketing', '/pepper')).toBeUndefined();
      expect(registry.descriptors()[0]?.paths).toEqual(['/pepper']);
      expect(log.mock.calls).toEqual([
        [
          'remote marketing: its prerendered pages could not be used (its fragments.json was built against composition contract a version before contract versions; this shell reads version 1); rendering them in the browser',
        ],
      ]);
    });
  });
});
