import type { Logger } from 'pino';
import { sleep } from '../shared/clock';
import type { Mailer, MailMessage } from './mailer';
import { MailDeliveryError } from './smtp-mailer';

/** Retries a failed send after each delay in turn; the last failure is thrown. A permanent refusal (SMTP 5xx) is not retried. */
export class RetryingMailer implements Mailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly retryDelaysMs: readonly number[] = [1_000, 5_000, 15_000],
  ) {}

  async send(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.mailer.send(message);
      } catch (error) {
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined || (error instanceof MailDeliveryError && error.permanent)) throw error;
        this.logger.warn({ err: error, attempt: attempt + 1 }, 'sending mail failed, retrying');
        await sleep(delay);
      }
    }
  }
}
