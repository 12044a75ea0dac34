import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

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
    await this.#transport.sendMail(message);
  }
}
