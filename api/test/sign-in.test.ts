import { createHash } from 'node:crypto';
import request from 'supertest';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import { createTestApp, demoChampion, requestLoginLink, signIn, storeWith } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

describe('passwordless sign-in', () => {
  it('mails a single-use link to a champion and exchanges its code for a one-hour session', async () => {
    const testApp = await createTestApp();
    const link = await requestLoginLink(testApp, 'Applicant.Client@example.org');

    expect(link?.origin).toBe('http://localhost:3000');
    expect(link?.pathname).toBe('/portal');
    expect(link?.searchParams.get('recordId')).toBe(grace.id);
    const code = link?.searchParams.get('jwt') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [mail] = testApp.mailer.sent;
    expect(mail?.to).toBe(grace.email);
    expect(mail?.html).toContain(`href="${link?.href.replace('&', '&amp;')}"`);

    const exchange = await request(testApp.app).post('/api/jwt').send({ recordID: grace.id, authCode: code });
    expect(exchange.status).toBe(200);
    const [, payload] = (exchange.body as { token: string }).token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      recordID: grace.id,
      exp: testApp.clock.now() / 1000 + 3600,
      // The session's id, which sign-out revokes.
      jti: expect.any(String),
    });

    const champion = await request(testApp.app)
      .get(`/api/Champions/${grace.id}`)
      .set('Authorization', `Bearer ${(exchange.body as { token: string }).token}`);
    expect(champion.status).toBe(200);
    expect(champion.body).toMatchObject({ id: grace.id, First_Name: 'Grace', Champion_Type: ['Computer Applicant'] });
  });

  it('builds the link from PUBLIC_URL, never from the request', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.org/' } });
    await request(testApp.app).post('/api/email').set('Host', 'evil.example.com').send({ email: grace.email }).expect(202);
    await testApp.backgroundTasks.idle();
    expect(testApp.mailer.sent[0]?.text).toContain(`https://portal.example.org/portal?recordId=${grace.id}&jwt=`);
  });

  it('accepts a code once only', async () => {
    const testApp = await createTestApp();
    const link = await requestLoginLink(testApp, grace.email);
    const body = { recordID: grace.id, authCode: link?.searchParams.get('jwt') };
    await request(testApp.app).post('/api/jwt').send(body).expect(200);
    const again = await request(testApp.app).post('/api/jwt').send(body);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: errorMessages.invalidAuthCode });
  });

  it('gives one session for one code, however many exchanges race', async () => {
    const testApp = await createTestApp();
    const link = await requestLoginLink(testApp, grace.email);
    const body = { recordID: grace.id, authCode: link?.searchParams.get('jwt') };
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(testApp.app).post('/api/jwt').send(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('refuses a code after 15 minutes', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    const link = await requestLoginLink(testApp, grace.email);
    const body = { recordID: grace.id, authCode: link?.searchParams.get('jwt') };

    clock.advanceSeconds(15 * 60);
    const expired = await request(testApp.app).post('/api/jwt').send(body);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: errorMessages.invalidAuthCode });
  });

  it('accepts a code just before it expires', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    const link = await requestLoginLink(testApp, grace.email);
    clock.advanceSeconds(15 * 60 - 1);
    await request(testApp.app)
      .post('/api/jwt')
      .send({ recordID: grace.id, authCode: link?.searchParams.get('jwt') })
      .expect(200);
  });

  it('refuses a forged code, and a real code for another record', async () => {
    const testApp = await createTestApp();
    const forged = await request(testApp.app).post('/api/jwt').send({ recordID: grace.id, authCode: 'A'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: errorMessages.invalidAuthCode });

    const link = await requestLoginLink(testApp, grace.email);
    const otherRecord = demoChampion('donor.many@example.org').id;
    const wrongRecord = await request(testApp.app).post('/api/jwt').send({ recordID: otherRecord, authCode: link?.searchParams.get('jwt') });
    expect(wrongRecord.status).toBe(401);
  });

  it('stores only the SHA-256 of the code, with a 15-minute TTL', async () => {
    const writes: { key: string; value: string; ttlSeconds: number }[] = [];
    const inner = new InProcessCacheStore(new ManualClock());
    const recording = storeWith(inner, {
      set: async (key, value, ttlSeconds) => {
        writes.push({ key, value, ttlSeconds });
        return inner.set(key, value, ttlSeconds);
      },
    });
    const testApp = await createTestApp({ store: recording });
    const code = (await requestLoginLink(testApp, grace.email))?.searchParams.get('jwt') ?? '';

    const codeWrite = writes.find((write) => write.key.startsWith('login-code:'));
    expect(codeWrite?.key).toBe(`login-code:${createHash('sha256').update(code).digest('hex')}`);
    expect(codeWrite?.ttlSeconds).toBe(900);
    for (const write of writes) expect(`${write.key} ${write.value}`).not.toContain(code);
  });

  it('answers a known and an unknown email alike, and mails only the champion; alike still once the open share of the lookup budget is spent', async () => {
    // 40 lookups a minute: an open share of 30, a reserved one of 10 (room for the known requests below).
    const testApp = await createTestApp({ env: { SIGNIN_LOOKUPS_PER_MINUTE: '40' } });
    const ask = (email: string, clientAddress: string) => request(testApp.app).post('/api/email').set('X-Forwarded-For', clientAddress).send({ email });
    const known = await ask(grace.email, '198.51.100.1');
    const unknown = await ask('stranger@example.org', '198.51.100.2');
    await testApp.backgroundTasks.idle();

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ ok: true });
    const headersThatMayDiffer = new Set(['date', 'etag', 'x-request-id']);
    const headerNames = (headers: Record<string, string>) => Object.keys(headers).filter((name) => !headersThatMayDiffer.has(name)).sort();
    expect(headerNames(unknown.headers)).toEqual(headerNames(known.headers));
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual([grace.email]);

    // Grace is now a known champion. Strangers in many networks spend the open share, then the
    // same six requests ask for her address and for a stranger's.
    testApp.clock.advanceSeconds(15 * 60);
    for (let network = 1; network <= 30; network += 1) await ask(`nobody${network}@example.org`, `203.0.${network}.1`).expect(202);
    const answersFor = async (email: string, clientAddress: string) => {
      const answers: unknown[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const answer = await ask(email, clientAddress);
        answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers['retry-after'], headers: headerNames(answer.headers) });
      }
      return answers;
    };
    const knownAnswers = await answersFor(grace.email, '198.51.100.1');
    const unknownAnswers = await answersFor('stranger@example.org', '198.51.100.2');
    expect(unknownAnswers).toEqual(knownAnswers);
    // Five per email and network in 15 minutes, for both.
    expect(knownAnswers.map((answer) => (answer as { status: number }).status)).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers before the email is sent, and keeps mail failures from the requester', async () => {
    const testApp = await createTestApp();
    testApp.mailer.failing = true;
    const answer = await request(testApp.app).post('/api/email').send({ email: grace.email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ ok: true });
    await testApp.backgroundTasks.idle();
    expect(testApp.mailer.sent).toEqual([]);
  });

  it('refuses what is not an email address', async () => {
    const testApp = await createTestApp();
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: `${'a'.repeat(250)}@example.org` }]) {
      const answer = await request(testApp.app).post('/api/email').send(body);
      expect(answer.status).toBe(400);
      expect(typeof (answer.body as { error: unknown }).error).toBe('string');
    }
  });

  it('signs in every kind of demo champion', async () => {
    const testApp = await createTestApp();
    for (const email of ['applicant.twice@example.org', 'donor.many@example.org', 'loser@example.org', 'volunteer@example.org']) {
      expect(await signIn(testApp, email)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
  });
});
