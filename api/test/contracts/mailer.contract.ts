import { simpleParser } from 'mailparser';
import { loginEmail } from '../../src/auth/login-email';
import type { Mailer } from '../../src/mail/mailer';

export interface MailerHarness {
  mailer: Mailer;
  /** The raw messages that arrived, in order. */
  received(): Promise<string[]>;
  teardown(): Promise<void>;
}

/** One behaviour for every Mailer adapter: what arrives parses back to what was sent. */
export function mailerContract(adapter: string, createHarness: () => Promise<MailerHarness>): void {
  describe(`${adapter} mailer (contract)`, () => {
    let harness: MailerHarness;

    beforeEach(async () => {
      harness = await createHarness();
    });
    afterEach(() => harness.teardown());

    it('delivers the login email in plain text and HTML, with a working link', async () => {
      const link = 'http://localhost:3000/portal?recordId=5725767000000100001&jwt=abc_DEF-123';
      await harness.mailer.send(loginEmail('grace.kim@example.org', link, 'portal', 'en'));

      const [raw] = await harness.received();
      const parsed = await simpleParser(raw ?? '');
      expect(parsed.to).toMatchObject({ text: 'grace.kim@example.org' });
      expect(parsed.from?.text).toContain('no-reply@example.org');
      expect(parsed.subject).toBe('Your Digital Harbor portal sign-in link');
      expect(parsed.text).toContain(link);
      expect(parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    });
  });
}
