import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * A failed delivery, described without personal data: the SMTP reply code and nodemailer's error
 * code only. The server's reply text (which often quotes the address) and the recipients are left
 * out, so the error can be logged as it is.
 */
export class MailDeliveryError extends Error {
  /** A 5xx reply: the server refused for good; sending again would be refused again. */
  readonly permanent: boolean;

  constructor(
    readonly responseCode: number | undefined,
    readonly code: string | undefined,
  ) {
    super(`mail delivery failed (${[responseCode ?? 'no reply', code].filter(Boolean).join(', ')})`);
    this.name = 'MailDeliveryError';
    this.permanent = responseCode !== undefined && responseCode >= 500;
  }
}

/** Sends through the SMTP server of SMTP_URL; every stage of the exchange has a deadline. */
export class SmtpMailer implements Mailer {
  readonly #transport;

  constructor({ url, from, timeoutMs = 10_000 }: { url: string; from: string; timeoutMs?: number }) {
    this.#transport = nodemailer.createTransport(
      { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs },
      { from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.#transport.sendMail(message);
    } catch (error) {
      const { responseCode, code } = (typeof error === 'object' && error !== null ? error : {}) as { responseCode?: unknown; code?: unknown };
      throw new MailDeliveryError(typeof responseCode === 'number' ? responseCode : undefined, typeof code === 'string' ? code : undefined);
    }
  }
}
