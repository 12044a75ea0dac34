// A real SMTP server on loopback for the tests: it keeps every message it receives, raw (what the
// mailer wrote) and parsed (to, subject, text), for the API's tests and the browser tests alike.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string };

export class SmtpSink {
  /** Every message as it arrived. */
  readonly messages: string[] = [];
  /** Every message, parsed, in the order they arrived. */
  readonly mails: ReceivedMail[] = [];
  #server: SMTPServer;
  #port = 0;

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((mail) => {
              const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
              this.messages.push(raw);
              this.mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  /** Listens on 127.0.0.1 at `port` (0: a free one). */
  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink();
    const server = sink.#server.server;
    await new Promise<void>((resolve) => sink.#server.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the SMTP sink has no port');
    sink.#port = address.port;
    return sink;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** How many mails to `to` have arrived so far. */
  countTo(to: string): number {
    return this.mails.filter((mail) => mail.to.includes(to)).length;
  }

  /**
   * The next mail to `to` after the first `seen` ones; polls, as mail goes out after the API's
   * answer. `timeoutMs` is a safety net for a mail that never comes, not a timing assertion.
   */
  async nextMailTo(to: string, seen: number, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.filter((candidate) => candidate.to.includes(to))[seen];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
