import request from 'supertest';
import type { BillingClient } from '../src/billing/billing-client';
import { errorMessages } from '../src/shared/app-error';
import { demoBilling, requestShieldLink, sessionCookieOf, shieldSignIn } from './helpers/shield';
import { ManualClock } from './helpers/manual-clock';
import { createTestApp, demoChampion, requestLoginLink, signIn } from './helpers/test-app';
import { subscribers } from 'test-support/shield-answers';

const maria = subscribers.maria;
const grace = demoChampion('applicant.client@example.org');

describe('Shield sign-in by emailed link', () => {
  it('mails a single-use link to the address on record and exchanges its code for a session cookie naming the customer', async () => {
    const testApp = await createTestApp();
    const link = await requestShieldLink(testApp, 'Shield.Live@Example.org');
    expect(link?.origin).toBe('http://localhost:3000');
    expect(link?.pathname).toBe('/shield/account/sign-in');
    const code = link?.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(testApp.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([[maria.email, 'Your Digital Harbor Shield account sign-in link']]);

    const opened = await request(testApp.app).post('/api/shield/session').send({ code });
    expect([opened.status, opened.body]).toEqual([200, { customer: maria.account.customer }]);
    const [setCookie] = opened.headers['set-cookie'] as unknown as string[];
    expect(setCookie).toMatch(/^shield_session=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=3600; Path=\/api\/shield; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const token = sessionCookieOf(opened.headers['set-cookie']).split('=')[1] ?? '';
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toEqual({
      customerID: '2254000000101001',
      exp: testApp.clock.now() / 1000 + 3600,
      jti: expect.any(String),
    });
    // No body carries the token: no script of the page ever holds it.
    expect(JSON.stringify(opened.body)).not.toContain(token);
  });

  it('sets a Secure cookie when the site is https', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.org' } });
    const link = await requestShieldLink(testApp, maria.email);
    expect(link?.href).toMatch(/^https:\/\/www\.example\.org\/shield\/account\/sign-in\?code=/);
    const opened = await request(testApp.app).post('/api/shield/session').send({ code: link?.searchParams.get('code') }).expect(200);
    expect((opened.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure; SameSite=Strict$/);
  });

  it('accepts a code once only, however many exchanges race, and not after 15 minutes', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    const code = (await requestShieldLink(testApp, maria.email))?.searchParams.get('code');
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(testApp.app).post('/api/shield/session').send({ code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(answers.find((answer) => answer.status === 401)?.body).toEqual({ error: errorMessages.invalidAuthCode });

    const later = (await requestShieldLink(testApp, maria.email))?.searchParams.get('code');
    clock.advanceSeconds(15 * 60);
    expect((await request(testApp.app).post('/api/shield/session').send({ code: later })).status).toBe(401);
  });

  it('keeps the portal’s and the Shield account’s codes and sessions apart', async () => {
    const testApp = await createTestApp();
    const portalLink = await requestLoginLink(testApp, grace.email);
    const shieldCode = (await requestShieldLink(testApp, maria.email))?.searchParams.get('code');
    expect((await request(testApp.app).post('/api/shield/session').send({ code: portalLink?.searchParams.get('jwt') })).status).toBe(401);
    expect((await request(testApp.app).post('/api/jwt').send({ recordID: '2254000000101001', authCode: shieldCode })).status).toBe(401);

    const portalToken = await signIn(testApp, grace.email);
    const shieldCookie = await shieldSignIn(testApp, maria.email);
    const portalTokenAsCookie = await request(testApp.app).get('/api/shield/account').set('Cookie', `shield_session=${portalToken}`);
    expect([portalTokenAsCookie.status, portalTokenAsCookie.body]).toEqual([401, { error: errorMessages.sessionExpired }]);
    const shieldTokenAsBearer = await request(testApp.app).get('/api/portal-view').set('Authorization', `Bearer ${shieldCookie.split('=')[1]}`);
    expect(shieldTokenAsBearer.status).toBe(401);
  });

  it('answers a subscriber’s and a stranger’s email alike, before any lookup, and mails only the subscriber', async () => {
    let releaseLookups: () => void = () => undefined;
    const lookupsReleased = new Promise<void>((resolve) => {
      releaseLookups = resolve;
    });
    const local = demoBilling({ clock: new ManualClock() });
    const lookups: string[] = [];
    const gated: BillingClient = Object.assign(Object.create(local) as BillingClient, {
      findCustomerByEmail: async (email: string) => {
        lookups.push(email);
        await lookupsReleased;
        return local.findCustomerByEmail(email);
      },
    });
    const testApp = await createTestApp({ billing: gated });
    const ask = (email: string, address: string) => request(testApp.app).post('/api/shield/sign-in').set('X-Forwarded-For', address).send({ email });

    const known = await ask(maria.email, '198.51.100.1');
    const unknown = await ask('stranger@example.org', '203.0.113.2');
    // Both answered while their lookups still waited: the answer cannot depend on them.
    expect(testApp.mailer.sent).toEqual([]);
    const headersThatMayDiffer = new Set(['date', 'etag', 'x-request-id']);
    const comparable = (answer: request.Response) => ({
      status: answer.status,
      body: answer.body as unknown,
      headers: Object.keys(answer.headers).filter((name) => !headersThatMayDiffer.has(name)).sort(),
    });
    expect(comparable(unknown)).toEqual(comparable(known));
    expect(known.status).toBe(202);

    releaseLookups();
    await testApp.backgroundTasks.idle();
    expect(lookups).toEqual([maria.email, 'stranger@example.org']);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual([maria.email]);

    // The per-email limit (five per network in 15 minutes) answers both alike.
    const answersFor = async (email: string, address: string) => {
      const answers: unknown[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await ask(email, address);
        answers.push({ ...comparable(answer), retryAfter: answer.headers['retry-after'] });
      }
      return answers;
    };
    const knownAnswers = await answersFor(maria.email, '198.51.100.1');
    expect(await answersFor('stranger@example.org', '203.0.113.2')).toEqual(knownAnswers);
    expect(knownAnswers.map((answer) => (answer as { status: number }).status)).toEqual([202, 202, 202, 202, 429]);
    await testApp.backgroundTasks.idle();
  });

  it('counts a visitor’s requests to the portal’s and the Shield account’s sign-in together', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_IP: '2' } });
    await request(testApp.app).post('/api/email').send({ email: grace.email }).expect(202);
    await request(testApp.app).post('/api/shield/sign-in').send({ email: maria.email }).expect(202);
    const third = await request(testApp.app).post('/api/shield/sign-in').send({ email: 'someone@example.org' });
    expect([third.status, third.body]).toEqual([429, { error: errorMessages.tooManyRequests }]);
    await testApp.backgroundTasks.idle();
  });

  it('stops failed code exchanges from one address after a hundred', async () => {
    const testApp = await createTestApp();
    for (let attempt = 1; attempt <= 100; attempt += 1) await request(testApp.app).post('/api/shield/session').send({ code: `guess-${attempt}` }).expect(401);
    const code = (await requestShieldLink(testApp, maria.email))?.searchParams.get('code');
    const refused = await request(testApp.app).post('/api/shield/session').send({ code });
    expect([refused.status, refused.body]).toEqual([429, { error: errorMessages.tooManyRequests }]);
  });
});

describe('Shield sign-out', () => {
  it('revokes the session and clears the cookie; without a session it answers the same', async () => {
    const testApp = await createTestApp();
    const cookie = await shieldSignIn(testApp, maria.email);
    await request(testApp.app).get('/api/shield/account').set('Cookie', cookie).expect(200);

    const signedOut = await request(testApp.app).post('/api/shield/sign-out').set('Cookie', cookie);
    expect(signedOut.status).toBe(204);
    expect((signedOut.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^shield_session=; Path=\/api\/shield; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);

    // The old cookie, kept by whoever copied it, opens nothing any more.
    const after = await request(testApp.app).get('/api/shield/account').set('Cookie', cookie);
    expect([after.status, after.body]).toEqual([401, { error: errorMessages.sessionExpired }]);

    expect((await request(testApp.app).post('/api/shield/sign-out')).status).toBe(204);
    expect((await request(testApp.app).post('/api/shield/sign-out').set('Cookie', 'shield_session=not-a-token')).status).toBe(204);
  });
});
