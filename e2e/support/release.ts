// Releasing a remote into the folder a static origin serves, in the order docs/production.md gives: every
// new file first (hashed chunks, images: nothing refers to them yet, and the old ones stay for
// pages already loaded), then the files that name them (manifest, remoteEntry.js, the route
// list, the prerendered pages), each replaced at once (written beside, then renamed over).
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './site';

/** What a release replaces in place, last; served `no-cache` (serve-kit/static-server.js). */
const namingFiles = /^(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|routes\.json|fragments\.json)(\.br)?$/;

async function put(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  const partial = `${to}.uploading`;
  await fs.copyFile(from, partial);
  await fs.rename(partial, to);
}

export async function releaseRemote(newDist: string, liveDir: string): Promise<void> {
  const entries = await fs.readdir(newDist, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(newDist, path.join(entry.parentPath, entry.name)));
  for (const file of files.filter((name) => !namingFiles.test(path.basename(name)))) await put(path.join(newDist, file), path.join(liveDir, file));
  for (const file of files.filter((name) => namingFiles.test(path.basename(name)))) await put(path.join(newDist, file), path.join(liveDir, file));
}

/**
 * A team's next release of one remote, built alone as production builds it: the remote's sources
 * copied to `copyDir`, changed there by `edit`, then webpack (run asynchronously, so servers the test
 * runs in its own process keep answering). Returns the new build's folder.
 */
export async function buildRemoteRelease(remote: string, copyDir: string, edit: (sourceDir: string) => void): Promise<string> {
  rmSync(copyDir, { recursive: true, force: true });
  for (const entry of ['src', 'webpack.config.js', 'package.json']) cpSync(path.join(repoRoot, remote, entry), path.join(copyDir, entry), { recursive: true });
  edit(path.join(copyDir, 'src'));
  await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: copyDir, maxBuffer: 64 * 1024 * 1024 });
  return path.join(copyDir, 'dist');
}

/** Replaces a text in every source file (tests aside) below `sourceDir`; returns how many files changed. */
export function replaceInSources(sourceDir: string, text: string, replacement: string): number {
  const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  let changed = 0;
  for (const file of sources) {
    const full = path.join(sourceDir, file);
    const source = readFileSync(full, 'utf8');
    if (source.includes(text)) {
      writeFileSync(full, source.replaceAll(text, replacement));
      changed += 1;
    }
  }
  return changed;
}
