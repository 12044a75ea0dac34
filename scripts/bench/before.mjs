// @ts-check
// BEFORE, the commit the bench compares this checkout with: a folder given as it is, or a git ref
// unpacked (`git archive`: no worktree, nothing registered in the repository) in a temporary folder
// that is kept, so the next bench of the same commit skips the install and, with --skip-build, the build.
// Alone, it prepares a ref and prints the folder:  node scripts/bench/before.mjs <ref>
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from '../lib/run.mjs';

const git = (/** @type {string} */ checkout, /** @type {string[]} */ args) => execFileSync('git', args, { cwd: checkout, encoding: 'utf8' }).trim();

/**
 * The commit a checkout holds, marked when it has uncommitted changes.
 * @param {string} checkout
 */
export function describeCommit(checkout) {
  const unpacked = path.join(checkout, UNPACKED_COMMIT_FILE);
  if (fs.existsSync(unpacked)) return `${fs.readFileSync(unpacked, 'utf8').trim()} (unpacked)`;
  return `${git(checkout, ['rev-parse', 'HEAD'])}${git(checkout, ['status', '--porcelain', '--untracked-files=no']) ? ' (with uncommitted changes)' : ''}`;
}

/** In a folder a ref was unpacked in (no repository there to ask), the commit it holds. */
const UNPACKED_COMMIT_FILE = '.bench-commit';

/**
 * BEFORE's checkout, installed and built (`build: false` builds only a folder that has no build yet).
 * @param {string} before a git ref of this repository, or a checkout folder
 * @param {{ build: boolean }} options
 * @returns {{ checkout: string, commit: string }}
 */
export function prepareBefore(before, { build }) {
  if (fs.existsSync(before) && fs.statSync(before).isDirectory()) {
    const checkout = path.resolve(before);
    if (build) run('node', ['scripts/build.mjs'], { cwd: checkout });
    return { checkout, commit: describeCommit(checkout) };
  }
  const commit = git(root, ['rev-parse', '--verify', `${before}^{commit}`]);
  const checkout = path.join(os.tmpdir(), `bench-before-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(checkout, 'package.json'))) {
    console.log(`[before] unpacking ${before} (${commit.slice(0, 7)}) in ${checkout}`);
    fs.mkdirSync(checkout, { recursive: true });
    const archive = spawnSync('sh', ['-c', 'git archive --format=tar "$0" | tar -x -C "$1"', commit, checkout], { cwd: root, stdio: 'inherit' });
    if (archive.status !== 0) throw new Error(`could not unpack ${before} into ${checkout}`);
  }
  fs.writeFileSync(path.join(checkout, UNPACKED_COMMIT_FILE), `${commit}\n`);
  if (!fs.existsSync(path.join(checkout, 'node_modules/.package-lock.json'))) run('npm', ['install', '--no-audit', '--no-fund'], { cwd: checkout });
  if (build || !fs.existsSync(path.join(checkout, 'shell/dist/index.html'))) run('node', ['scripts/build.mjs'], { cwd: checkout });
  return { checkout, commit };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [ref] = process.argv.slice(2);
  if (!ref) throw new Error('usage: node scripts/bench/before.mjs <git ref>');
  console.log(prepareBefore(ref, { build: true }).checkout);
}
