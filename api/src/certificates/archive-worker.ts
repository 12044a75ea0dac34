import { parentPort } from 'node:worker_threads';
import { drawArchive } from './archive-drawing';
import type { ArchiveJob } from './archive-drawing';

/** A worker thread of ArchiveDrawers: draws one archive at a time, off the API's event loop. */
export type ArchiveAnswer = { archive: Uint8Array } | { error: string };

parentPort?.on('message', (job: ArchiveJob) => {
  drawArchive(job).then(
    (archive) => parentPort?.postMessage({ archive } satisfies ArchiveAnswer),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies ArchiveAnswer),
  );
});
