// @ts-check
// Listening where told and stopping without dropping a request, for the shell's server and the
// static server alike: on SIGTERM (a rolling release, an orchestrator) or SIGINT (Ctrl-C) the
// server stops accepting, says it is draining (`app.locals.draining`, which the health endpoints
// answer 503 on), lets the requests in flight finish (at most `graceMs`), then exits 0.

/** How long requests in flight may take to finish once a shutdown has begun. */
const DEFAULT_GRACE_MS = 10_000;

/**
 * Where to listen: `HOST` (`0.0.0.0` or an interface's address behind a load balancer on another
 * host); loopback otherwise, so a local run is not reachable from the network.
 * @param {NodeJS.ProcessEnv} env
 */
function listenHost(env) {
  return env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST;
}

/**
 * Makes `server` stoppable without dropping a request; returns the function that stops it: no new
 * connections, `Connection: close` on every answer whose headers are still to be sent, keep-alive
 * connections closed as soon as they are idle (a load balancer then opens its next connection to
 * another instance), and the stragglers cut after `graceMs`. Call it right after creating the server.
 * @param {import('node:http').Server} server
 * @param {{ graceMs?: number }} [options]
 * @returns {() => Promise<{ inFlight: number }>} resolves once every connection is closed
 */
function drainable(server, { graceMs = DEFAULT_GRACE_MS } = {}) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  server.prependListener('request', (_req, res) => {
    if (draining) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () =>
    new Promise((resolve) => {
      draining = true;
      const answering = inFlight.size;
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        resolve({ inFlight: answering });
      });
      server.closeIdleConnections();
    });
}

/**
 * Listens on `host`:`port` and drains on SIGTERM/SIGINT (`drainable`), saying so in
 * `app.locals.draining`; then runs `onShutdown` (close clients, timers) and exits 0.
 * @param {import('express').Express} app
 * @param {{ port: number, host: string, label: string, graceMs?: number, onShutdown?: () => void | Promise<void> }} options
 * @returns {import('node:http').Server}
 */
function listen(app, { port, host, label, graceMs, onShutdown }) {
  app.locals.draining = false;
  const server = app.listen(port, host);
  const drain = drainable(server, { graceMs });
  server.once('listening', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`${label} listening on http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
  });
  server.on('error', (error) => {
    console.error(`${label} could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  /** @param {NodeJS.Signals} signal */
  const shutDown = async (signal) => {
    if (app.locals.draining) return;
    app.locals.draining = true;
    console.log(`${label}: ${signal}, no new connections; finishing the requests in flight`);
    const { inFlight } = await drain();
    try {
      await onShutdown?.();
    } catch (error) {
      console.error(`${label}: ${/** @type {Error} */ (error).message} while shutting down`);
      process.exit(1);
    }
    console.log(`${label}: stopped (${inFlight} request(s) were in flight)`);
    process.exit(0);
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
  return server;
}

/**
 * `GET /healthz` of a static server: 200 while it serves; 503 once it drains (asked on a connection
 * still open: new connections are refused by then).
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 */
function staticHealth(req, res) {
  res.setHeader('Cache-Control', 'no-store');
  const draining = req.app.locals.draining === true;
  res.status(draining ? 503 : 200).json({ status: draining ? 'draining' : 'ok' });
}

module.exports = { listen, listenHost, drainable, staticHealth };
