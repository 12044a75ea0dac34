import { SMTPServer } from 'smtp-server';
import { freePort } from './network';

/** A real SMTP server on loopback that keeps every message it receives, raw. */
export class SmtpSink {
  readonly messages: string[] = [];
  #server: SMTPServer;

  private constructor(readonly port: number) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await new Promise<void>((resolve) => sink.#server.listen(sink.port, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
