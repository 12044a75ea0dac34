#!/usr/bin/env node
// `npm test`: everything CI checks, on a fresh machine too. It installs what it needs (npm packages,
// Debian's chromium for the browser tests, a Redis server when none answers), then runs typecheck,
// lint, the unit and API tests (Jest), a production build, the Playwright suite, the monolithic
// build's checks and the production topology test (nginx in front of two shells and two APIs), and
// ends with a table of where the time went.
//
// The middle checks run in two lanes at once when the run has two cores or more (each lane is
// mostly one process on one core): typecheck, lint and the build in one; Jest in the other. On one
// core they run one after another, so the unit tests never share it with the build (their time-outs
// are hang guards, not budgets for a third of a core). Their output is shown as each finishes,
// whole, so it never interleaves. The browser tests need the build and run last.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureDebianPackage, ensureInstalled, isPortOpen, root } from './lib/run.mjs';

/** @typedef {{ name: string, status: 'ok' | 'FAIL' | 'skipped', startedAt: number, seconds: number, error?: string }} StepResult */

/** @type {StepResult[]} */
const results = [];
const suiteStartedAt = Date.now();
let failed = false;

/** Runs one step (unless an earlier one failed) and records its time. */
async function step(name, action) {
  const startedAt = Date.now();
  if (failed) {
    results.push({ name, status: 'skipped', startedAt, seconds: 0 });
    return;
  }
  try {
    await action();
    results.push({ name, status: 'ok', startedAt, seconds: (Date.now() - startedAt) / 1000 });
  } catch (error) {
    failed = true;
    results.push({ name, status: 'FAIL', startedAt, seconds: (Date.now() - startedAt) / 1000, error: error.message });
  }
}

/** Runs a command with its output printed as it comes (for a step that runs alone). */
function runShown(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`))));
  });
}

/** Runs a command beside others: its output is kept and printed in one piece when it ends. */
function runInLane(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

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

// What the rest needs, first and one at a time (apt and npm must not run beside anything).
await step('install', () => {
  console.log('=== install ===');
  ensureInstalled();
});
await step('redis', ensureRedis);
await step('chromium', () => ensureDebianPackage('chromium', 'chromium'));
await step('nginx', () => ensureDebianPackage('nginx', 'nginx'));

// The checks and the build: two lanes, or one on a single core (above).
const twoLanes = os.availableParallelism() >= 2;
const checksAndBuild = async () => {
  await step('typecheck', () => runInLane('typecheck', 'npm', ['run', 'typecheck', '--silent']));
  await step('lint', () => runInLane('lint', 'npm', ['run', 'lint', '--silent']));
  await step('production build', () => runInLane('production build', 'node', ['scripts/build.mjs', '--all']));
};
const unitTests = () => step('unit and API tests', () => runInLane('unit and API tests', 'npx', ['jest', '--ci']));
if (twoLanes) await Promise.all([checksAndBuild(), unitTests()]);
else {
  await unitTests();
  await checksAndBuild();
}

const browserTests = { cwd: `${root}/e2e`, env: { ...process.env, CI: process.env.CI ?? '1' } };
await step('end-to-end tests', () => runShown('end-to-end tests', 'npx', ['playwright', 'test'], browserTests));
// The monolithic build (npm run test:monolith -w e2e): built and checked here too, so it cannot go stale unseen.
await step('monolithic build', () => runShown('monolithic build', 'npx', ['playwright', 'test', '-c', 'playwright.monolith.config.ts'], browserTests));
// The production topology (npm run test:topology): nginx, two shells, two APIs, one Redis, under load.
await step('production topology', () => runShown('production topology', 'node', ['scripts/test-topology.mjs']));

printTable();
console.log(failed ? '\nnpm test failed.' : '\nnpm test passed.');
process.exit(failed ? 1 : 0);

/** Each step's time, when it started (from the beginning of the run), and the total. */
function printTable() {
  const seconds = (value) => `${value.toFixed(0)} s`;
  const rows = [...results].sort((a, b) => a.startedAt - b.startedAt).map((result) => [result.status, result.name, seconds((result.startedAt - suiteStartedAt) / 1000), result.status === 'skipped' ? '' : seconds(result.seconds)]);
  rows.push(['', 'total (wall clock)', '', seconds((Date.now() - suiteStartedAt) / 1000)]);
  const header = ['', 'stage', 'started at', 'took'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `  ${cells.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ')}`;
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  rows.forEach((row, index) => {
    if (index === rows.length - 1) console.log(line(widths.map((width) => '-'.repeat(width))));
    console.log(line(row));
  });
  for (const result of results.filter((item) => item.error)) console.log(`\n  ${result.name}: ${result.error}`);
  console.log(twoLanes ? '  (typecheck, lint and the build run beside the unit tests: their times overlap)' : '  (one core: every stage ran alone)');
}
