// @ts-check
const { once } = require('node:events');
const net = require('node:net');
const express = require('express');
const request = require('supertest');
const { createFragmentsFile } = require('composition-contract');
const { createShellApp } = require('./app');
const { readShellConfig } = require('./config');

const buildTimePaths = { marketing: ['/'], shield: ['/shield'], portal: ['/auth'], appeals: ['/will-you-join-us'] };

/**
 * Serves one remote's published lists, as its static host would.
 * @param {string} name
 * @param {string} path
 */
async function publishedRemote(name, path) {
  const app = express();
  app.get('/routes.json', (_req, res) => res.json({ name, paths: [path] }));
  app.get('/fragments.json', (_req, res) => res.json(createFragmentsFile({ name, buildId: 'build-1', pages: { [path]: { html: '<h1>Page</h1>', styles: '' } } })));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` };
}

/** A loopback address where nothing answers (a remote that is down). */
async function closedUrl() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("the shell server's health endpoint", () => {
  it('is 503 while it starts, then says which lists and pages were read; 503 once draining', async () => {
    const remotes = await Promise.all([publishedRemote('marketing', '/'), publishedRemote('shield', '/shield'), publishedRemote('portal', '/auth')]);
    const config = readShellConfig({
      MARKETING_REMOTE_URL: remotes[0].url,
      SHIELD_REMOTE_URL: remotes[1].url,
      PORTAL_REMOTE_URL: remotes[2].url,
      APPEALS_REMOTE_URL: await closedUrl(),
      // The appeals remote is down: the start goes on, degraded, after this wait (short: the others
      // are read before the start, so it only decides when the start stops asking the one down).
      STARTUP_WAIT_SECONDS: '0.2',
    });
    const { app, registry } = createShellApp({ config, dist: __dirname, indexHtml: '<html></html>', buildTimePaths, log: () => undefined });
    try {
      await request(app).get('/healthz').expect(503).expect('Cache-Control', 'no-store');
      expect((await request(app).get('/healthz')).body.status).toBe('starting');

      // Each read within the background refresh's time-out, not the start-up wait's: a busy machine
      // may take longer than the wait to read three remotes.
      await registry.refresh();
      expect((await request(app).get('/healthz')).body.status).toBe('starting');
      await registry.start();
      const read = { routes: 'read', fragments: 'read' };
      await request(app)
        .get('/healthz')
        .expect(200, { status: 'degraded', remotes: { marketing: read, shield: read, portal: read, appeals: { routes: 'kept copy', fragments: 'none' } } });

      app.locals.draining = true;
      await request(app).get('/healthz').expect(503);
      expect((await request(app).get('/healthz')).body.status).toBe('draining');
    } finally {
      await Promise.all(remotes.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
