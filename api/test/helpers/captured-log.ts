import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from 'pino';

/** A logger at `trace` whose every line is kept, to read what production would log. */
export function capturedLog(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { logger, text: () => lines.join('') };
}
