import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { SmtpSink } from 'test-support/smtp-sink';
import { subscribers } from 'test-support/shield-answers';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { createTestApp, demoChampion, linkIn } from './helpers/test-app';

const robert = demoChampion('donor.many@example.org');
const maria = subscribers.maria;

describe('the sign-in mail in the language the visitor asked in (real SMTP server on loopback)', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await sink.stop();
  });

  async function mailAfter(path: string, body: object): Promise<ParsedMail> {
    const testApp = await createTestApp({ mailer: new SmtpMailer({ url: sink.url, from: 'Digital Harbor <no-reply@example.org>' }) });
    const sentBefore = sink.messages.length;
    await request(testApp.app).post(path).send(body).expect(202, { ok: true });
    await testApp.backgroundTasks.idle();
    expect(sink.messages).toHaveLength(sentBefore + 1);
    return simpleParser(sink.messages[sentBefore] ?? '');
  }

  it('portal: a Spanish request gets the Spanish mail, whose link opens the Spanish portal', async () => {
    const mail = await mailAfter('/api/email', { email: robert.email, locale: 'es' });
    expect(mail.subject).toBe('Su enlace para entrar al portal de Digital Harbor');
    expect(mail.text).toContain('Abra este enlace para entrar a su portal de Digital Harbor:');
    expect(mail.text).toContain('El enlace funciona una sola vez y vence en');
    const link = linkIn(mail.text ?? '');
    expect(link.pathname).toBe('/es/portal');
    expect(link.searchParams.get('recordId')).toBe(robert.id);
    expect(mail.html).toContain(`href="${link.href.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('Entrar a su portal de Digital Harbor</a>');
  });

  it('portal: an English request, or one without a locale, gets the English mail as before', async () => {
    for (const body of [{ email: robert.email, locale: 'en' }, { email: robert.email }]) {
      const mail = await mailAfter('/api/email', body);
      expect(mail.subject).toBe('Your Digital Harbor portal sign-in link');
      expect(mail.text).toContain('Open this link to sign in to your Digital Harbor portal:');
      expect(linkIn(mail.text ?? '').pathname).toBe('/portal');
      expect(mail.html).toContain('Sign in to your Digital Harbor portal</a>');
    }
  });

  it('Shield account: a Spanish request gets the Spanish mail with the Spanish sign-in page, the English one the English', async () => {
    const spanish = await mailAfter('/api/shield/sign-in', { email: maria.email, locale: 'es' });
    expect(spanish.subject).toBe('Su enlace para entrar a su cuenta de Digital Harbor Shield');
    expect(linkIn(spanish.text ?? '').pathname).toBe('/es/shield/account/sign-in');
    expect(spanish.html).toContain('Entrar a su cuenta de Digital Harbor Shield</a>');

    const english = await mailAfter('/api/shield/sign-in', { email: maria.email });
    expect(english.subject).toBe('Your Digital Harbor Shield account sign-in link');
    expect(linkIn(english.text ?? '').pathname).toBe('/shield/account/sign-in');
  });

  it.each(['/api/email', '/api/shield/sign-in'])('%s refuses a locale it does not know with a clear 400, and mails nothing', async (path) => {
    const testApp = await createTestApp({ mailer: new SmtpMailer({ url: sink.url, from: 'Digital Harbor <no-reply@example.org>' }) });
    const sentBefore = sink.messages.length;
    for (const locale of ['fr', 'ES', '', 7, null]) {
      const answer = await request(testApp.app).post(path).send({ email: robert.email, locale }).expect(400);
      expect(answer.body).toEqual({ error: expect.stringMatching(/^Invalid body: locale: Expected one of: en, es/) });
    }
    await testApp.backgroundTasks.idle();
    expect(sink.messages).toHaveLength(sentBefore);
  });
});
