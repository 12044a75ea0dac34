#!/usr/bin/env node
// `npm run start:monolith`: the site as `npm start` runs it (API, remotes, the shell's server), with
// the shell serving its monolithic build (shell/dist-monolith, built first: every remote's pages in
// one webpack app, no Module Federation) instead of the federated one. The remotes still run: the
// shell's server reads their route lists and prerendered pages. Same ports and variables as `npm start`.
import { ensureInstalled, run } from './lib/run.mjs';

ensureInstalled();
run('npm', ['run', 'build:monolith', '--silent', '-w', 'shell']);
process.env.SHELL_DIST = 'shell/dist-monolith';
await import('./start.mjs');
