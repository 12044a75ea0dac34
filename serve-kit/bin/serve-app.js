#!/usr/bin/env node
// @ts-check
// Serves a built remote: `serve-app <dist folder> [port]`, on HOST (default 127.0.0.1); without a
// port, on the remote's local port (composition-contract/remotes: its variable, e.g. SHIELD_PORT, or
// its default) of the folder the dist is in.
const path = require('node:path');
const { remoteNamed, localPort } = require('composition-contract/remotes');
const { staticHealth, listen, listenHost } = require('../graceful-server');
const { createStaticApp, plainErrors } = require('../static-server');

const [distArg = 'dist', portArg] = process.argv.slice(2);
const root = path.resolve(distArg);
const port = portArg === undefined ? localPort(remoteNamed(path.basename(path.dirname(root))), process.env) : Number(portArg);
const app = createStaticApp({ root, cors: true });
app.get('/healthz', staticHealth);
app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
app.use(plainErrors);
listen(app, { port, host: listenHost(process.env), label: `${path.basename(path.dirname(root))} (${distArg})` });
