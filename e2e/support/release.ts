// Releasing a remote into the folder a static origin serves, in the order the README gives: every
// new file first (hashed chunks, images: nothing refers to them yet, and the old ones stay for
// pages already loaded), then the files that name them (manifest, remoteEntry.js, the route
// list, the prerendered pages), each replaced at once (written beside, then renamed over).
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a release replaces in place, last; served `no-cache` (tooling/lib/static-server.js). */
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
