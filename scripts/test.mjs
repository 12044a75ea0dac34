#!/usr/bin/env node
// `npm test`: everything CI checks, on a fresh machine too. It installs what it needs (npm packages,
// Debian's chromium for the browser tests, a Redis server when none answers), then runs
// typecheck, lint, the unit and API tests (Jest), a production build and the Playwright suite.
import { spawn } from 'node:child_process';
import { ensureDebianPackage, ensureInstalled, isPortOpen, run } from './lib/run.mjs';

const steps = [];
function step(name, action) {
  steps.push({ name, action });
}

step('install', () => ensureInstalled());
step('typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
step('lint', () => run('npm', ['run', 'lint', '--silent']));
step('redis', ensureRedis);
step('unit and API tests', () => run('npx', ['jest', '--ci']));
step('production build', () => run('node', ['scripts/build.mjs', '--all']));
step('chromium', () => ensureDebianPackage('chromium', 'chromium'));
step('end-to-end tests', () => run('npx', ['playwright', 'test'], { cwd: 'e2e', env: { ...process.env, CI: process.env.CI ?? '1' } }));

/** The API tests use a real Redis: start one on loopback when none answers. */
async function ensureRedis() {
  if (process.env.REDIS_URL) return;
  if (await isPortOpen(6379)) return;
  ensureDebianPackage('redis-server', 'redis-server');
  const server = spawn('redis-server', ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  server.unref();
  for (let attempt = 0; attempt < 50 && !(await isPortOpen(6379)); attempt += 1) await new Promise((done) => setTimeout(done, 100));
  if (!(await isPortOpen(6379))) throw new Error('could not start redis-server on 127.0.0.1:6379');
  console.log(`started redis-server (pid ${server.pid}) for the tests`);
}

const results = [];
let failed = false;
for (const { name, action } of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await action();
    results.push(`  ok    ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    results.push(`  FAIL  ${name}: ${error.message}`);
    failed = true;
    break;
  }
}
console.log(`\n${results.join('\n')}`);
console.log(failed ? '\nnpm test failed.' : '\nnpm test passed.');
process.exit(failed ? 1 : 0);
