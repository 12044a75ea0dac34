import type { Logger } from 'pino';

/**
 * Work that runs after the answer has been sent (the login email). Failures are logged, never
 * shown to the requester; shutdown waits for what is still running.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves when every task started so far has finished. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}
