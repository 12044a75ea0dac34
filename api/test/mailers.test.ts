import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { OutboxMailer } from '../src/mail/outbox-mailer';
import { RetryingMailer } from '../src/mail/retrying-mailer';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { mailerContract } from './contracts/mailer.contract';
import { freePort } from './helpers/network';
import { SmtpSink } from 'test-support/smtp-sink';
import { silentLogger } from './helpers/test-app';

const from = 'Digital Harbor <no-reply@example.org>';
const message: MailMessage = { to: 'a@example.org', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

mailerContract('SMTP', async () => {
  const sink = await SmtpSink.start();
  return {
    mailer: new SmtpMailer({ url: sink.url, from }),
    received: async () => sink.messages,
    teardown: () => sink.stop(),
  };
});

mailerContract('outbox', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  return {
    mailer: new OutboxMailer({ directory, from, print: () => undefined }),
    received: async () => Promise.all((await readdir(directory)).sort().map((file) => readFile(path.join(directory, file), 'utf8'))),
    teardown: () => rm(directory, { recursive: true, force: true }),
  };
});

describe('SMTP mailer', () => {
  it('fails within its timeout when no SMTP server answers', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${await freePort()}`, from, timeoutMs: 500 });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('outbox mailer', () => {
  it('prints the message text, with its link, for a newcomer', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const printed: string[] = [];
    await new OutboxMailer({ directory, from, print: (text) => printed.push(text) }).send({
      ...message,
      text: 'Open http://localhost:3000/portal?recordId=1&jwt=abc',
    });
    expect(printed.join('\n')).toContain('http://localhost:3000/portal?recordId=1&jwt=abc');
    expect(printed.join('\n')).toContain(directory);
    await rm(directory, { recursive: true, force: true });
  });
});

describe('retrying mailer', () => {
  const flakyMailer = (failures: number): Mailer & { attempts: number } => {
    const mailer = {
      attempts: 0,
      send: async () => {
        mailer.attempts += 1;
        if (mailer.attempts <= failures) throw new Error('temporary failure');
      },
    };
    return mailer;
  };

  it('retries a failed send', async () => {
    const flaky = flakyMailer(2);
    await new RetryingMailer(flaky, silentLogger, [0, 0, 0]).send(message);
    expect(flaky.attempts).toBe(3);
  });

  it('gives up after the last retry with the last error', async () => {
    const flaky = flakyMailer(10);
    await expect(new RetryingMailer(flaky, silentLogger, [0, 0]).send(message)).rejects.toThrow('temporary failure');
    expect(flaky.attempts).toBe(3);
  });
});
