// The text lines of a PDF, read back by pdfjs-dist (Mozilla's PDF reader) with the API tests' reader script.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';

export function pdfTextLines(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(repoRoot, 'api/test/helpers/read-pdf-text.mjs')], { cwd: repoRoot, maxBuffer: 10_000_000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve((JSON.parse(stdout) as { lines: string[] }).lines);
    });
    child.stdin?.end(pdf);
  });
}

/** The verification code a certificate prints, over several lines below its heading. */
export function verificationCodeIn(lines: string[]): string {
  const start = lines.indexOf('Verification code');
  if (start < 0) throw new Error(`no verification code in: ${lines.join('\n')}`);
  const codeLines: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^[A-Za-z0-9_.-]+$/.test(line)) break;
    codeLines.push(line);
  }
  return codeLines.join('');
}
