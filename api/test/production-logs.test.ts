import request from 'supertest';
import { createTestApp, demoChampion, requestLoginLink } from './helpers/test-app';
import { capturedLog } from './helpers/captured-log';
import { productionEnvironment } from './helpers/production-environment';

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
});
