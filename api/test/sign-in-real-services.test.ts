import { simpleParser } from 'mailparser';
import request from 'supertest';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { deleteKeys, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { SmtpSink } from 'test-support/smtp-sink';
import { sessionCookieOf } from './helpers/shield';
import { ManualClock } from './helpers/manual-clock';
import { createTestApp, demoChampion, linkIn, silentLogger } from './helpers/test-app';
import { subscribers } from 'test-support/shield-answers';

const robert = demoChampion('donor.many@example.org');
const maria = subscribers.maria;

describe('sign-in over a real Redis and a real SMTP server', () => {
  let sink: SmtpSink;
  let store: RedisCacheStore;
  const keyPrefix = uniqueKeyPrefix();

  beforeAll(async () => {
    sink = await SmtpSink.start();
    store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
    await store.connect();
  });
  afterAll(async () => {
    await store.close();
    await sink.stop();
    await deleteKeys(keyPrefix);
  });

  it('mails the link through SMTP, signs in once, and opens the donor\'s portal data', async () => {
    const mailer = new SmtpMailer({ url: sink.url, from: 'Digital Harbor <no-reply@example.org>' });
    const testApp = await createTestApp({ store, mailer, env: { SIGNIN_LIMIT_PER_EMAIL: '2' } });

    await request(testApp.app).post('/api/email').send({ email: robert.email }).expect(202, { ok: true });
    await testApp.backgroundTasks.idle();
    const mail = await simpleParser(sink.messages[0] ?? '');
    expect(mail.to).toMatchObject({ text: robert.email });
    const link = linkIn(mail.text ?? '');
    expect(mail.html).toContain(`href="${link.href.replace('&', '&amp;')}"`);

    const body = { recordID: link.searchParams.get('recordId'), authCode: link.searchParams.get('jwt') };
    const exchange = await request(testApp.app).post('/api/jwt').send(body).expect(200);
    await request(testApp.app).post('/api/jwt').send(body).expect(401);

    const authorization = `Bearer ${(exchange.body as { token: string }).token}`;
    const donations = await request(testApp.app)
      .get(`/api/championid?Name=${robert.email}&moduleName=Computer_Donors&param=Email`)
      .set('Authorization', authorization)
      .expect(200);
    expect((donations.body as { data: unknown[] }).data).toHaveLength(3);

    // The per-email limit lives in Redis too.
    await request(testApp.app).post('/api/email').send({ email: robert.email }).expect(202);
    await request(testApp.app).post('/api/email').send({ email: robert.email }).expect(429);
    await testApp.backgroundTasks.idle();
  });

  it('Shield account: mails the link through SMTP, signs in once, and a sign-out on one instance holds on the other', async () => {
    const mailer = new SmtpMailer({ url: sink.url, from: 'Digital Harbor <no-reply@example.org>' });
    const clock = new ManualClock();
    const first = await createTestApp({ store, mailer, clock });
    const second = await createTestApp({ store, mailer, clock });

    const sentBefore = sink.messages.length;
    await request(first.app).post('/api/shield/sign-in').send({ email: maria.email }).expect(202, { ok: true });
    await first.backgroundTasks.idle();
    const mail = await simpleParser(sink.messages[sentBefore] ?? '');
    expect(mail.to).toMatchObject({ text: maria.email });
    const link = linkIn(mail.text ?? '');
    expect(mail.html).toContain(`href="${link.href}"`);

    const body = { code: link.searchParams.get('code') };
    const opened = await request(second.app).post('/api/shield/session').send(body).expect(200);
    await request(first.app).post('/api/shield/session').send(body).expect(401);
    const cookie = sessionCookieOf(opened.headers['set-cookie']);

    await request(first.app).get('/api/shield/account').set('Cookie', cookie).expect(200);
    await request(first.app).post('/api/shield/sign-out').set('Cookie', cookie).expect(204);
    await request(second.app).get('/api/shield/account').set('Cookie', cookie).expect(401);
  });
});
