// @ts-check
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const express = require('express');
const request = require('supertest');
const { drainable, staticHealth } = require('./graceful-server');

/**
 * GET over a fresh connection, from the loopback address `host` names.
 * @param {string} host
 * @param {number} port
 * @param {string} urlPath
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function get(host, port, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/**
 * Runs bin/serve-app.js on a port the system picks; resolves once it says where it listens.
 * @param {string} dist
 * @param {NodeJS.ProcessEnv} env
 */
async function serveApp(dist, env) {
  const child = spawn(process.execPath, [path.join(__dirname, 'bin', 'serve-app.js'), dist, '0'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on http:\/\/\S+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`serve-app exited with ${code}: ${output}`)));
  });
  return { child, port: /** @type {number} */ (port) };
}

describe('a server started by listen (the static server, the shell)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-'));
  // Large and not compressible, so its answer stays in flight while the client does not read.
  fs.writeFileSync(path.join(dist, 'large.bin'), Buffer.alloc(32 * 1024 * 1024, 7));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('listens on loopback by default and on every address with HOST=0.0.0.0', async () => {
    const local = await serveApp(dist, { HOST: '' });
    const everywhere = await serveApp(dist, { HOST: '0.0.0.0' });
    try {
      expect((await get('127.0.0.1', local.port, '/healthz')).status).toBe(200);
      // 127.0.0.2 is another address of this machine: a server bound to 127.0.0.1 does not answer it.
      await expect(get('127.0.0.2', local.port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      expect(await get('127.0.0.2', everywhere.port, '/healthz')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    } finally {
      local.child.kill('SIGKILL');
      everywhere.child.kill('SIGKILL');
    }
  });

  it('on SIGTERM refuses new connections, finishes the answer in flight and exits 0', async () => {
    const { child, port } = await serveApp(dist, {});
    const exited = once(child, 'exit');
    const response = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/large.bin', agent: false }, resolve).on('error', reject);
    });
    const incoming = /** @type {import('node:http').IncomingMessage} */ (response);
    incoming.pause();
    child.kill('SIGTERM');
    // The listener closes first; the large answer is still being sent.
    for (;;) {
      const refused = await get('127.0.0.1', port, '/healthz').then(
        () => false,
        () => true,
      );
      if (refused) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(child.exitCode).toBeNull();
    let received = 0;
    incoming.on('data', (chunk) => (received += chunk.length));
    incoming.resume();
    await once(incoming, 'end');
    expect(received).toBe(32 * 1024 * 1024);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 30_000);
});

describe('drainable', () => {
  it('lets the answer in flight finish with Connection: close, then refuses connections', async () => {
    const app = express();
    /** @type {(finish: () => void) => void} */
    let slowArrived = () => undefined;
    const arrived = new Promise((resolve) => (slowArrived = resolve));
    app.get('/slow', (_req, res) => slowArrived(() => res.send('done')));
    const server = app.listen(0, '127.0.0.1');
    const drain = drainable(server, { graceMs: 5000 });
    await once(server, 'listening');
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = new Promise((resolve) => http.get({ host: '127.0.0.1', port, path: '/slow', agent }, resolve));
    const finishSlow = /** @type {() => void} */ (await arrived);

    const drained = drain();
    finishSlow();
    const response = /** @type {import('node:http').IncomingMessage} */ (await slow);
    expect(response.headers.connection).toBe('close');
    response.resume();
    expect(await drained).toEqual({ inFlight: 1 });
    await expect(get('127.0.0.1', port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('health: 200 while serving, 503 once draining', async () => {
    const app = express();
    app.get('/healthz', staticHealth);
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    app.locals.draining = true;
    await request(app).get('/healthz').expect(503, { status: 'draining' });
  });
});
