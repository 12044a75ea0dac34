#!/usr/bin/env node
// @ts-check
// Serves a built remote: `serve-app <dist folder> <port>`.
const path = require('node:path');
const { createStaticApp, listen, plainErrors } = require('../lib/static-server');

const [distArg = 'dist', portArg = '3001'] = process.argv.slice(2);
const root = path.resolve(distArg);
const port = Number(portArg);
const app = createStaticApp({ root, cors: true });
app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
app.use(plainErrors);
listen(app, port, `${path.basename(path.dirname(root))} (${distArg})`);
