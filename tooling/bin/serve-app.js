#!/usr/bin/env node
// @ts-check
// Serves a built remote: `serve-app <dist folder> <port>`, on HOST (default 127.0.0.1).
const path = require('node:path');
const { staticHealth, listen, listenHost } = require('../lib/graceful-server');
const { createStaticApp, plainErrors } = require('../lib/static-server');

const [distArg = 'dist', portArg = '3001'] = process.argv.slice(2);
const root = path.resolve(distArg);
const app = createStaticApp({ root, cors: true });
app.get('/healthz', staticHealth);
app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
app.use(plainErrors);
listen(app, { port: Number(portArg), host: listenHost(process.env), label: `${path.basename(path.dirname(root))} (${distArg})` });
