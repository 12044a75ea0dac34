// @ts-check
// The shell's /api proxy reuses connections to the API, but never one the API has given up on.
const net = require('node:net');
const { once } = require('node:events');
const request = require('supertest');
const { createTestShell } = require('./testing');

/** What the stand-in API advertises: `Keep-Alive: timeout=2`, as Node's servers do (theirs is 5). */
const IDLE_SECONDS = 2;

/**
 * A stand-in API that holds the other side of the race: a connection idle past the time it
 * advertised is one it is closing, so a request that arrives on it is reset, unanswered (what a
 * Node server does when the request crosses its close on the wire). Answers every other request.
 */
async function apiThatResetsStaleConnections() {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let idleSince = Date.now();
    socket.on('data', () => {
      if (Date.now() - idleSince > IDLE_SECONDS * 1000) return void socket.resetAndDestroy();
      const body = JSON.stringify({ ok: true });
      socket.write(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${IDLE_SECONDS}\r\n\r\n${body}`,
      );
      idleSince = Date.now();
    });
    socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the /api proxy', () => {
  /** @type {Awaited<ReturnType<typeof apiThatResetsStaleConnections>>} */
  let api;
  beforeEach(async () => {
    api = await apiThatResetsStaleConnections();
  });
  afterEach(() => api.close());

  it('reuses a connection the API keeps open', async () => {
    const shell = createTestShell({ apiUrl: api.url });
    await request(shell).get('/api/health').expect(200, { ok: true });
    await request(shell).get('/api/health').expect(200, { ok: true });
    expect(api.connections()).toBe(1);
  });

  it('sends a call after the API\'s advertised idle time on a new connection, and gets the answer', async () => {
    const shell = createTestShell({ apiUrl: api.url });
    await request(shell).get('/api/health').expect(200, { ok: true });
    await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS + 0.5) * 1000));
    // On the idle connection this was a 502 ("The service is unavailable").
    await request(shell).get('/api/health').expect(200, { ok: true });
    expect(api.connections()).toBe(2);
  });
});
