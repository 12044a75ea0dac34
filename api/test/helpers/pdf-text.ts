import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text lines of a PDF, read back by pdfjs-dist (in a child process: it is an ES module). */
export function pdfText(pdf: Buffer): Promise<{ pages: number; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'read-pdf-text.mjs')], { maxBuffer: 10_000_000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as { pages: number; lines: string[] });
    });
    child.stdin?.end(pdf);
  });
}
