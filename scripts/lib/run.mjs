// Small process helpers shared by the start, build and test scripts (no dependencies: they run
// before `npm install` has).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command to completion, output inherited; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed${result.status === null ? ` (${result.signal})` : ` with exit code ${result.status}`}`);
  }
}

/** Runs a command in the background; resolves with its exit code. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing npm packages (first run)...');
  // `npm install`, not `npm ci`: this registry has no other platforms' binaries, so a lock made
  // elsewhere lacks them and `npm ci` refuses it (see shared/toolchain-notes.md).
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages when a command is missing (CI and fresh machines run as root). */
export function ensureDebianPackage(command, pkg) {
  if (commandExists(command)) return;
  console.log(`Installing Debian's ${pkg}...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
