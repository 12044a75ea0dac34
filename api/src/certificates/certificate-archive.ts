import { zipSync } from 'fflate';

/** One ZIP of several files. PDFs are compressed already: stored, not deflated again. */
export function zipArchive(files: { name: string; content: Uint8Array }[]): Buffer {
  const entries = Object.fromEntries(files.map(({ name, content }) => [name, content] as const));
  return Buffer.from(zipSync(entries, { level: 0 }));
}
