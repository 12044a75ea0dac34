#!/usr/bin/env node
// `npm start`: installs and builds what is missing, then runs the whole site locally:
// the API, the four remotes and the shell. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { ensureInstalled, isPortOpen, root, run } from './lib/run.mjs';
import { siteProcesses } from './lib/site-processes.mjs';

const env = process.env;
const { shellPort, processes } = siteProcesses(env);

ensureInstalled();
run('node', ['scripts/build.mjs']);

let stopping = false;
const children = processes.map(({ name, command, env: extra }) => {
  const [file, ...args] = command;
  const child = spawn(file, args, { cwd: root, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(1);
  });
  return child;
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Each server drains its requests in flight for at most 10 s.
  setTimeout(() => process.exit(exitCode), 11_000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null))).then(() =>
    process.exit(exitCode),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The shell listens once it has read the remotes' lists: say so then. HOST=0.0.0.0 (or ::) listens on loopback too.
const shellHost = env.HOST && !['0.0.0.0', '::'].includes(env.HOST) ? env.HOST : '127.0.0.1';
for (let attempt = 0; attempt < 300 && !stopping && !(await isPortOpen(shellPort, shellHost)); attempt += 1) await new Promise((done) => setTimeout(done, 100));
if (!stopping) console.log(`\n  The site is running: open http://localhost:${shellPort}  (Ctrl-C stops everything)\n`);
