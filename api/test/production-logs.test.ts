import request from 'supertest';
import { createTestApp, demoChampion, requestLoginLink } from './helpers/test-app';
import { capturedLog } from './helpers/captured-log';
import { productionEnvironment } from './helpers/production-environment';
import { requestShieldLink, sessionCookieOf } from './helpers/shield';

describe('logs in production', () => {
  it('never carry a login link or code, at any level, through a whole sign-in', async () => {
    const { logger, text } = capturedLog();
    const testApp = await createTestApp({ env: productionEnvironment, logger });
    const champion = demoChampion('donor.many@example.org');

    const link = await requestLoginLink(testApp, champion.email);
    const code = link?.searchParams.get('jwt') ?? '';
    expect(link?.origin).toBe('https://www.example.org');
    await request(testApp.app).post('/api/jwt').send({ recordID: champion.id, authCode: code }).expect(200);
    await request(testApp.app).post('/api/jwt').send({ recordID: champion.id, authCode: code }).expect(401);

    const log = text();
    expect(log).toContain('login link sent');
    expect(log).not.toContain(code);
    expect(log).not.toContain('/portal?');
    expect(log).not.toContain(champion.email);
  });

  it('never carry a Shield sign-in link, code, session, email or cancel comment, at any level', async () => {
    const { logger, text } = capturedLog();
    const testApp = await createTestApp({ env: productionEnvironment, logger });
    const email = 'shield.household@example.org';

    const link = await requestShieldLink(testApp, email);
    const code = link?.searchParams.get('code') ?? '';
    expect(link?.origin).toBe('https://www.example.org');
    const opened = await request(testApp.app).post('/api/shield/session').send({ code }).expect(200);
    await request(testApp.app).post('/api/shield/session').send({ code }).expect(401);
    const cookie = sessionCookieOf(opened.headers['set-cookie']);
    const comment = 'Moving to Lisbon, call me at 555-0100';
    await request(testApp.app).post('/api/shield/subscriptions/2254000000201002/cancel').set('Cookie', cookie).send({ reason: 'moving', comment }).expect(200);
    await request(testApp.app).post('/api/shield/sign-out').set('Cookie', cookie).expect(204);

    const log = text();
    expect(log).toContain('"signIn":"shield","subjectId":"2254000000101002"');
    expect(log).toContain('login link sent');
    expect(log).toContain('"reason":"moving"');
    for (const secret of [code, '/shield/account/sign-in?', email, cookie.split('=')[1] ?? '', comment]) expect(log).not.toContain(secret);
  });
});
