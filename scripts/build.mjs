#!/usr/bin/env node
// Builds the API and the five front-end apps for production. `--all` rebuilds everything;
// without it only what is missing or older than its sources (what `npm start` needs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, runAsync } from './lib/run.mjs';

const STAMP = '.build-complete';
const { remotes } = createRequire(import.meta.url)('../shell/remotes.js');
const remoteFolders = remotes.map((remote) => remote.folder);
const frontEnds = [...remoteFolders, 'shell'];
// What every front-end build reads besides its own folder.
const sharedInputs = ['ui/src', 'composition-contract', 'tooling', 'package-lock.json'];

const apps = [
  { name: 'api', inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json'] },
  ...frontEnds.map((name) => ({
    name,
    inputs: [`${name}/src`, `${name}/webpack.config.js`, `${name}/package.json`, ...sharedInputs,
      // The shell's build-time copy of the remotes' path lists reads their route tables.
      ...(name === 'shell' ? ['shell/remotes.js', 'shell/server', ...remoteFolders.map((folder) => `${folder}/src`)] : [])],
  })),
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(app) {
  const stamp = path.join(root, app.name, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  return Math.max(...app.inputs.map(newestMtime)) > fs.statSync(stamp).mtimeMs;
}

async function build(app) {
  const started = Date.now();
  const code = await runAsync('npm', ['run', 'build', '--silent', '-w', app.name]);
  if (code !== 0) throw new Error(`building ${app.name} failed`);
  fs.writeFileSync(path.join(root, app.name, 'dist', STAMP), new Date().toISOString());
  console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const all = process.argv.includes('--all');
const queue = apps.filter((app) => all || isStale(app));
// Two builds at a time: these machines have two cores.
const workers = Array.from({ length: 2 }, async () => {
  for (let app = queue.shift(); app; app = queue.shift()) await build(app);
});
try {
  await Promise.all(workers);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
