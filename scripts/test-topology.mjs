#!/usr/bin/env node
// `npm run test:topology`: the production topology run for real (e2e/topology/topology.spec.ts),
// on the deployable parts as production installs them (`npm run package`, then `npm ci --omit=dev`
// in each, scripts/package.mjs): Debian's nginx with deploy/nginx/digital-harbor.conf in front of two shells and two APIs on one
// Redis of its own, with a rolling restart and a remote's release under load. Installs what it
// needs on a fresh Debian machine (nginx, redis-server, chromium), builds what is missing, and
// takes free ports: it runs beside `npm start`, `npm test` or another checkout's run.
import fs from 'node:fs';
import path from 'node:path';
import topologyOutput from '../e2e/topology/output.js';
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
  printFailureEvidence();
}
console.log(`\ntest:topology ${failed ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);

/**
 * Last on the console, where a CI log's tail shows it, in few lines: the figures the tests wrote (a
 * failed test's too, with its first failures' samples and the instances' exit codes) and the
 * distinct errors nginx logged.
 */
function printFailureEvidence() {
  const { figuresFile, logDir: logs } = topologyOutput;
  if (fs.existsSync(figuresFile)) {
    for (const [test, figure] of Object.entries(JSON.parse(fs.readFileSync(figuresFile, 'utf8')))) console.error(`${test}: ${JSON.stringify(figure)}`);
  }
  const nginxErrors = path.join(logs, 'nginx-error.log');
  if (fs.existsSync(nginxErrors)) {
    // nginx's lines differ only by time, process and connection number when they repeat.
    const distinct = new Set(fs.readFileSync(nginxErrors, 'utf8').split('\n').filter(Boolean).map((line) => line.replace(/^[\d/: ]+\[(\w+)\] \d+#\d+: \*\d+ /, '[$1] ').slice(0, 200)));
    console.error(`nginx logged ${distinct.size} distinct error(s); the last ones:\n${[...distinct].slice(-6).join('\n')}`);
  }
  // The shells' and APIs' own warnings and errors (the APIs log JSON with pino's levels: 40 and up).
  for (const file of fs.existsSync(logs) ? fs.readdirSync(logs).filter((name) => /^(shell|api)-\d+\.log$/.test(name)) : []) {
    const notable = fs.readFileSync(path.join(logs, file), 'utf8').split('\n').filter((line) => /"level":[4-6]\d|error|failed/i.test(line));
    if (notable.length > 0) console.error(`${file}, ${notable.length} warning(s) or error(s); the last: ${notable.at(-1).slice(0, 300)}`);
  }
}
