#!/usr/bin/env node
// `npm run package`: one folder per deployable part under `packaged/` (the shell's server, the API,
// each remote's static server), each holding its built files, a package.json that lists only what
// the part needs at run time, and a lockfile; `npm ci --omit=dev` in a folder installs it without
// the build toolchain (docs/production.md). What a part holds is its package.json's `files` (npm's
// own list, as `npm pack` reads it); the workspaces it runs on (composition-contract, serve-kit,
// trust-proxy-setting) travel inside the folder as packed tarballs, as a private registry would
// serve them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib/run.mjs';

const { remotes } = createRequire(import.meta.url)('../composition-contract/remotes.js');

export const packagedDir = path.join(root, 'packaged');

/** The deployable parts: the workspace each is packed from, and the folder it becomes. */
export const parts = [
  { name: 'api', workspace: 'api' },
  { name: 'shell', workspace: 'shell' },
  ...remotes.map((remote) => ({ name: remote.folder, workspace: remote.folder })),
];

/** The workspaces of this repository, by package name: what must travel as a tarball. */
function workspacePackages() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return new Map(
    workspaces.map((folder) => [JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name, folder]),
  );
}

/** `npm pack` of a workspace into `destination`; returns the tarball's file name. */
function pack(folder, destination) {
  const result = spawnSync('npm', ['pack', '--silent', '--pack-destination', destination, `./${folder}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm pack ./${folder} failed`);
  return result.stdout.trim().split('\n').pop();
}

/** Packs one part: its files, its run-time dependencies, the workspaces they need as tarballs, a lockfile. */
function packagePart({ name, workspace }, workspaces) {
  const target = path.join(packagedDir, name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.join(target, 'vendor'), { recursive: true });
  const tarball = pack(workspace, target);
  run('tar', ['-xzf', path.join(target, tarball), '-C', target, '--strip-components=1']);
  fs.rmSync(path.join(target, tarball));

  const manifest = JSON.parse(fs.readFileSync(path.join(target, 'package.json'), 'utf8'));
  const dependencies = { ...manifest.dependencies };
  /** Every workspace reached from the part's dependencies, each packed once: its tarball's spec. */
  const overrides = {};
  const queue = Object.keys(dependencies).filter((dependency) => workspaces.has(dependency));
  while (queue.length > 0) {
    const dependency = queue.shift();
    if (overrides[dependency]) continue;
    const folder = workspaces.get(dependency);
    overrides[dependency] = `file:vendor/${pack(folder, path.join(target, 'vendor'))}`;
    const own = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).dependencies ?? {};
    queue.push(...Object.keys(own).filter((next) => workspaces.has(next)));
  }
  for (const dependency of Object.keys(dependencies)) if (overrides[dependency]) dependencies[dependency] = overrides[dependency];
  const packaged = {
    name: manifest.name,
    version: manifest.version,
    private: true,
    description: manifest.description,
    engines: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines,
    scripts: manifest.scripts?.start ? { start: manifest.scripts.start } : undefined,
    dependencies,
    // A workspace that another one depends on by version is taken from its tarball, never from the registry.
    overrides,
  };
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(packaged, null, 2)}\n`);
  run('npm', ['install', '--package-lock-only', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--silent'], { cwd: target });
  return target;
}

/** Writes every part's folder; returns their paths by part name. */
export function packageParts() {
  const workspaces = workspacePackages();
  fs.mkdirSync(packagedDir, { recursive: true });
  return Object.fromEntries(parts.map((part) => [part.name, packagePart(part, workspaces)]));
}

/** `npm ci --omit=dev` in each packaged part: the production install. */
export function installParts(folders) {
  for (const folder of Object.values(folders)) {
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--silent'], { cwd: folder });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  ensureInstalled();
  run('node', ['scripts/build.mjs']);
  const folders = packageParts();
  if (process.argv.includes('--install')) installParts(folders);
  console.log(`packaged ${Object.keys(folders).join(', ')} into ${path.relative(root, packagedDir)}/ in ${Math.round((Date.now() - started) / 1000)} s`);
}
