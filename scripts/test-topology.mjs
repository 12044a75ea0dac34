#!/usr/bin/env node
// `npm run test:topology`: the production topology run for real (e2e/topology/topology.spec.ts),
// on the deployable parts as production installs them (`npm run package`, then `npm ci --omit=dev`
// in each, scripts/package.mjs): Debian's nginx with deploy/nginx/digital-harbor.conf in front of two shells and two APIs on one
// Redis of its own, with a rolling restart and a remote's release under load. Installs what it
// needs on a fresh Debian machine (nginx, redis-server, chromium), builds what is missing, and
// takes free ports: it runs beside `npm start`, `npm test` or another checkout's run.
import { installParts, packageParts } from './package.mjs';
import { ensureDebianPackage, ensureInstalled, run } from './lib/run.mjs';

const started = Date.now();
ensureInstalled();
ensureDebianPackage('nginx', 'nginx');
ensureDebianPackage('redis-server', 'redis-server');
ensureDebianPackage('chromium', 'chromium');
run('node', ['scripts/build.mjs']);
installParts(packageParts());
let failed = false;
try {
  run('npx', ['playwright', 'test', '-c', 'playwright.topology.config.ts'], { cwd: 'e2e', env: { ...process.env, CI: process.env.CI ?? '1' } });
} catch (error) {
  console.error(error.message);
  failed = true;
}
console.log(`\ntest:topology ${failed ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
