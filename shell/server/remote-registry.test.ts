/** @jest-environment node */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteRegistry } from './remote-registry';

const remotes = [{ name: 'marketing', url: 'http://marketing.test' }];
const pepper = { path: '/pepper', title: 'Pepper Fest', description: 'The festival.', noindex: false, session: false, canonicalPath: '/pepper' };

function answer(body: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => jest.restoreAllMocks());

describe('the remote registry', () => {
  it('keeps each route’s page metadata from routes.json beside its paths', async () => {
    answer({ name: 'marketing', paths: ['/pepper'], routes: [pepper, { path: '/broken' }] });
    const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, log: () => {} });

    await registry.refresh();

    expect(registry.descriptors()).toEqual([{ name: 'marketing', entry: 'http://marketing.test/remoteEntry.js', paths: ['/pepper'], sessionPaths: [] }]);
    expect(registry.routesOf('marketing')).toEqual([pepper]);
  });

  it('names in the remote list the paths whose route holds a session', async () => {
    const account = { ...pepper, path: '/account', canonicalPath: '/account', session: true };
    answer({ name: 'marketing', paths: ['/pepper', '/account'], routes: [pepper, account] });
    const registry = createRemoteRegistry({ remotes, buildTimePaths: {}, log: () => {} });

    await registry.refresh();

    expect(registry.descriptors()[0]?.sessionPaths).toEqual(['/account']);
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

    describe('published by a real remote', () => {
      /**
       * Its files by path: a body to answer with, a status, or 'hang' (accepts, never answers, and
       * the request's time-out fires then: the tests decide when a time-out happens, never a clock).
       */
      let files: Record<string, unknown>;
      let server: http.Server;
      let registry: ReturnType<typeof createRemoteRegistry>;
      const log = jest.fn();
      const fragmentsJson = { contractVersion: 1, name: 'marketing', buildId: 'b7', pages: { '/pepper': page } };
      /** The time-out of the request in flight (the registry asks one remote's files one after the other). */
      let requestTimeout = new AbortController();
      const timeoutSignal = () => {
        requestTimeout = new AbortController();
        return requestTimeout.signal;
      };

      beforeEach(async () => {
        files = { '/routes.json': routesJson, '/fragments.json': fragmentsJson };
        server = http.createServer((req, res) => {
          const file = files[req.url ?? ''];
          // What AbortSignal.timeout aborts with.
          if (file === 'hang') return requestTimeout.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
          if (typeof file === 'number') return void res.writeHead(file).end();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(file));
        });
        server.listen(0, '127.0.0.1');
        await once(server, 'listening');
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        log.mockReset();
        registry = createRemoteRegistry({ remotes: [{ name: 'marketing', url }], buildTimePaths: {}, timeoutSignal, log });
        await registry.refresh();
        expect(registry.fragmentOf('marketing', '/pepper')).toEqual({ ...page, buildId: 'b7' });
      });

      afterEach(() => {
        server.closeAllConnections();
        server.close();
      });

      it('are kept while its fragments.json answers too late, logged once, and read again once it answers', async () => {
        files['/fragments.json'] = 'hang';
        await registry.refresh();
        await registry.refresh();

        expect(registry.fragmentOf('marketing', '/pepper')).toEqual({ ...page, buildId: 'b7' });
        expect(registry.status().remotes.marketing).toEqual({ routes: 'read', fragments: 'kept copy' });
        expect(log.mock.calls).toEqual([['remote marketing: its prerendered pages were not re-read in time; keeping the last good ones']]);

        files['/fragments.json'] = fragmentsJson;
        await registry.refresh();
        expect(registry.status().remotes.marketing).toEqual({ routes: 'read', fragments: 'read' });
      });

      it('are kept, with its routes, while the whole remote answers too late', async () => {
        files['/routes.json'] = 'hang';
        files['/fragments.json'] = 'hang';
        await registry.refresh();
        await registry.refresh();

        expect(registry.fragmentOf('marketing', '/pepper')).toEqual({ ...page, buildId: 'b7' });
        expect(registry.descriptors()[0]?.paths).toEqual(['/pepper']);
        expect(registry.status().remotes.marketing).toEqual({ routes: 'kept copy', fragments: 'kept copy' });
        expect(log).toHaveBeenCalledTimes(2);
      });

      it('are dropped once its fragments.json answers 404', async () => {
        files['/fragments.json'] = 404;
        await registry.refresh();

        expect(registry.fragmentOf('marketing', '/pepper')).toBeUndefined();
        expect(registry.status().remotes.marketing).toEqual({ routes: 'read', fragments: 'none' });
        expect(log.mock.calls).toEqual([['remote marketing: its prerendered pages could not be used (answered 404); rendering them in the browser']]);
      });

      it('are dropped, after a time-out, once the remote refuses connections (it is down); its routes are kept', async () => {
        files['/routes.json'] = 'hang';
        await registry.refresh();
        server.closeAllConnections();
        server.close();
        await registry.refresh();

        expect(registry.fragmentOf('marketing', '/pepper')).toBeUndefined();
        expect(registry.descriptors()[0]?.paths).toEqual(['/pepper']);
        expect(registry.status().remotes.marketing).toEqual({ routes: 'kept copy', fragments: 'none' });
        expect(log.mock.calls.map(([line]) => line)).toEqual([
          expect.stringMatching(/^remote marketing at .*: The operation was aborted due to timeout; keeping its last known routes$/),
          'remote marketing: its prerendered pages were not re-read in time; keeping the last good ones',
          expect.stringMatching(/^remote marketing at .*: fetch failed; keeping its last known routes$/),
        ]);
      });
    });
  });

  describe('at start', () => {
    const routesJson = { name: 'marketing', paths: ['/pepper'], routes: [pepper] };
    const fragmentsJson = { contractVersion: 1, name: 'marketing', buildId: 'b7', pages: { '/pepper': { html: '<h1>Pepper Fest</h1>', styles: '' } } };
    let server: http.Server | undefined;

    afterEach(() => {
      server?.closeAllConnections();
      server?.close();
      server = undefined;
    });

    /** A remote whose fragments.json is answered by `fragments` (its routes.json at once). */
    async function remoteAnswering(fragments: (res: http.ServerResponse) => void) {
      server = http.createServer((req, res) => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/routes.json') return void res.end(JSON.stringify(routesJson));
        fragments(res);
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return [{ name: 'marketing', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }];
    }

    it('resolves only once it has read every remote’s pages, asking again one that could not answer yet', async () => {
      let asked = 0;
      const located = await remoteAnswering((res) => {
        asked += 1;
        if (asked === 1) return void res.writeHead(503).end();
        res.end(JSON.stringify(fragmentsJson));
      });
      const registry = createRemoteRegistry({ remotes: located, buildTimePaths: {}, retryMs: 10, log: () => {} });
      expect(registry.status().started).toBe(false);

      await registry.start();

      expect(asked).toBe(2);
      expect(registry.status()).toEqual({ started: true, remotes: { marketing: { routes: 'read', fragments: 'read' } } });
      expect(registry.fragmentOf('marketing', '/pepper')?.html).toBe('<h1>Pepper Fest</h1>');
    });

    it('waits for pages slower than the background refresh’s time-out (a busy machine), within the start-up wait', async () => {
      // Slower than the refresh's time-out whatever the machine: the start must not cut it.
      const located = await remoteAnswering((res) => void setTimeout(() => res.end(JSON.stringify(fragmentsJson)), 50));
      const registry = createRemoteRegistry({ remotes: located, buildTimePaths: {}, timeoutMs: 1, retryMs: 10, log: () => {} });

      await registry.start();

      expect(registry.status().remotes.marketing).toEqual({ routes: 'read', fragments: 'read' });
    });

    it('goes on, degraded and saying so, once the start-up wait is over with a remote still down', async () => {
      const located = await remoteAnswering((res) => void res.end(JSON.stringify(fragmentsJson)));
      // Down: nothing listens at its address any more.
      const stopped = server!;
      server = undefined;
      stopped.close();
      await once(stopped, 'close');
      const log = jest.fn();
      const registry = createRemoteRegistry({ remotes: located, buildTimePaths: { marketing: ['/pepper'] }, startupWaitMs: 200, retryMs: 50, log });

      await registry.start();

      expect(registry.status()).toEqual({ started: true, remotes: { marketing: { routes: 'kept copy', fragments: 'none' } } });
      expect(registry.descriptors()[0]?.paths).toEqual(['/pepper']);
      expect(log).toHaveBeenLastCalledWith('not every remote was read in 200 ms (marketing); starting degraded');
    });
  });
});
