#!/usr/bin/env node
// `npm run start:monolith`: the site as `npm start` runs it (API, remotes, the shell's server), with
// the shell serving the monolithic comparison (bench/monolith/dist, built first: every remote's pages
// in one webpack app, no Module Federation) instead of the federated build. The remotes still run: the
// shell's server reads their route lists and prerendered pages. Same ports and variables as `npm start`.
import { ensureInstalled, run } from './lib/run.mjs';

ensureInstalled();
run('npm', ['run', 'build', '--silent', '-w', 'monolith-comparison']);
process.env.SHELL_DIST = 'bench/monolith/dist';
process.env.SHELL_MONOLITH = '1';
await import('./start.mjs');
