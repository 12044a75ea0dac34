import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { newSigningKey } from './helpers/signing-key';
import { createTestApp, demoChampion, requestLoginLink } from './helpers/test-app';

const productionEnvironment = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  REDIS_URL: 'redis://cache.internal:6379',
  SMTP_URL: 'smtp://mail.internal:25',
  MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
  CRM: 'local',
  CRM_DATA: 'demo-data.json',
  PUBLIC_URL: 'https://www.example.org',
  TRUST_PROXY: 'loopback',
  CERTIFICATE_SIGNING_KEY: newSigningKey().privateKeyPem,
};

describe('logs in production', () => {
  it('never carry a login link or code, at any level, through a whole sign-in', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const testApp = await createTestApp({ env: productionEnvironment, logger });
    const champion = demoChampion('donor.many@example.org');

    const link = await requestLoginLink(testApp, champion.email);
    const code = link?.searchParams.get('jwt') ?? '';
    expect(link?.origin).toBe('https://www.example.org');
    await request(testApp.app).post('/api/jwt').send({ recordID: champion.id, authCode: code }).expect(200);
    await request(testApp.app).post('/api/jwt').send({ recordID: champion.id, authCode: code }).expect(401);

    const log = lines.join('');
    expect(log).toContain('login link sent');
    expect(log).not.toContain(code);
    expect(log).not.toContain('/portal?');
    expect(log).not.toContain(champion.email);
  });
});
