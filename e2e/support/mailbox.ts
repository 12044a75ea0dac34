// A real SMTP server on loopback for the tests: it receives what the API sends, parsed.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string };

export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  #server: SMTPServer;

  private constructor(readonly port: number) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
            this.mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async open(port: number): Promise<Mailbox> {
    const mailbox = new Mailbox(port);
    await new Promise<void>((resolve) => mailbox.#server.listen(port, '127.0.0.1', resolve));
    return mailbox;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** How many mails to `to` have arrived so far. */
  countTo(to: string): number {
    return this.mails.filter((mail) => mail.to.includes(to)).length;
  }

  /** The next mail to `to` after the first `seen` ones; polls, as mail goes out after the API's answer. */
  async nextMailTo(to: string, seen: number, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.filter((candidate) => candidate.to.includes(to))[seen];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
