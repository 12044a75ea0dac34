import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { RetryingMailer } from '../src/mail/retrying-mailer';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { freePort } from './helpers/network';
import { createTestApp, demoChampion } from './helpers/test-app';
import { capturedLog } from './helpers/captured-log';
import { productionEnvironment } from './helpers/production-environment';

/** What the mail server says when it refuses: the address and a text only it should know. */
const rejectionText = 'Recipient address rejected: mailbox of this person is closed (internal-relay-7)';

/** A real SMTP server on loopback that refuses every recipient for good (550), counting the tries. */
async function rejectingSmtpServer(): Promise<{ url: string; recipientAttempts: () => number; stop: () => Promise<void> }> {
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      attempts += 1;
      const error = Object.assign(new Error(`<${address.address}>: ${rejectionText}`), { responseCode: 550 });
      callback(error);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipientAttempts: () => attempts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a permanent mail rejection in production', () => {
  it('is logged without the address or the server\'s reply, and is not retried', async () => {
    const { logger, text } = capturedLog();
    const smtp = await rejectingSmtpServer();
    try {
      const mailer = new RetryingMailer(new SmtpMailer({ url: smtp.url, from: productionEnvironment.MAIL_FROM }), logger, [0, 0, 0]);
      const testApp = await createTestApp({ env: productionEnvironment, logger, mailer });
      const champion = demoChampion('donor.many@example.org');

      await request(testApp.app).post('/api/email').send({ email: champion.email }).expect(202);
      await testApp.backgroundTasks.idle();

      expect(smtp.recipientAttempts()).toBe(1);
      const log = text();
      expect(log).toMatch(/"responseCode":550/);
      expect(log).not.toContain(champion.email);
      expect(log).not.toContain('donor.many');
      expect(log).not.toContain('mailbox of this person');
      expect(log).not.toContain('internal-relay-7');
    } finally {
      await smtp.stop();
    }
  });
});
