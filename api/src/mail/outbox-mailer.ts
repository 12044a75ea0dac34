import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * For a newcomer with no SMTP server: each message becomes an .eml file in the outbox folder and
 * its text (with the login link) is printed to the console.
 */
export class OutboxMailer implements Mailer {
  readonly #composer;

  constructor(
    private readonly options: { directory: string; from: string; print?: (text: string) => void },
  ) {
    this.#composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from });
  }

  async send(message: MailMessage): Promise<void> {
    const { message: eml } = await this.#composer.sendMail(message);
    await mkdir(this.options.directory, { recursive: true });
    const file = path.join(this.options.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, eml);
    const print = this.options.print ?? console.log;
    print(`\n[outbox] Mail to ${message.to}: "${message.subject}" saved as ${file}\n${message.text}`);
  }
}
