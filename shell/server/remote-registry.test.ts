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

    expect(registry.descriptors()).toEqual([{ name: 'marketing', entry: 'http://marketing.test/mf-manifest.json', paths: ['/pepper'] }]);
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
});
