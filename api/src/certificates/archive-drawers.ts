import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ArchiveJob } from './archive-drawing';
import type { ArchiveAnswer } from './archive-worker';

/**
 * Where the worker's code is: the compiled `archive-worker.js` beside this file in `dist/`; run from
 * the TypeScript sources (the tests), `archive-worker.ts` with tooling's SWC hook to compile it.
 */
function startWorker(): Worker {
  const extension = path.extname(__filename);
  const file = path.join(__dirname, `archive-worker${extension}`);
  if (extension === '.js') return new Worker(file);
  return new Worker(`require(${JSON.stringify(require.resolve('tooling/swc-register'))}); require(${JSON.stringify(file)});`, { eval: true });
}

interface Job {
  resolve: (archive: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * A few worker threads that draw certificate archives (QR codes, PDFs, the ZIP): seconds of CPU
 * for a large donation, which on the API's event loop would hold every other request. Started
 * when first needed, kept for the next archive, ended by `close()` (the API's drain). A drawer's
 * failure rejects its archive (the API's usual 500) and the drawer is replaced.
 */
export class ArchiveDrawers {
  constructor(private readonly size: number) {}

  readonly #workers = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #jobs = new Map<Worker, Job>();
  readonly #waiting: ((worker: Worker) => void)[] = [];

  /** Archives being drawn now. */
  get drawing(): number {
    return this.#jobs.size;
  }

  async draw(job: ArchiveJob): Promise<Buffer> {
    const worker = await this.#acquire();
    return new Promise<Buffer>((resolve, reject) => {
      this.#jobs.set(worker, { resolve, reject });
      worker.ref();
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const workers = [...this.#workers];
    this.#workers.clear();
    this.#idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #acquire(): Promise<Worker> {
    const idle = this.#idle.pop();
    if (idle !== undefined) return Promise.resolve(idle);
    if (this.#workers.size < this.size) return Promise.resolve(this.#start());
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #start(): Worker {
    const worker = startWorker();
    this.#workers.add(worker);
    worker.on('message', (answer: ArchiveAnswer) => {
      const job = this.#jobs.get(worker);
      this.#jobs.delete(worker);
      this.#release(worker);
      if ('archive' in answer) job?.resolve(Buffer.from(answer.archive.buffer, answer.archive.byteOffset, answer.archive.byteLength));
      else job?.reject(new Error(`Drawing an archive failed: ${answer.error}`));
    });
    worker.on('error', (error) => this.#lose(worker, error));
    worker.on('exit', (code) => this.#lose(worker, new Error(`The archive drawer stopped (exit code ${code})`)));
    return worker;
  }

  /** Idle workers do not keep the process alive; a waiting archive takes the worker at once. */
  #release(worker: Worker): void {
    const next = this.#waiting.shift();
    if (next !== undefined) return next(worker);
    worker.unref();
    this.#idle.push(worker);
  }

  #lose(worker: Worker, error: Error): void {
    const job = this.#jobs.get(worker);
    this.#jobs.delete(worker);
    job?.reject(error);
    if (!this.#workers.delete(worker)) return;
    const idleAt = this.#idle.indexOf(worker);
    if (idleAt !== -1) this.#idle.splice(idleAt, 1);
    const next = this.#waiting.shift();
    if (next !== undefined) next(this.#start());
  }
}
