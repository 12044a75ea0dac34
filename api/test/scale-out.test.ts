import request from 'supertest';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../src/config/config';
import type { RunningApi } from '../src/start-api';
import { startApi } from '../src/start-api';
import { errorMessages } from '../src/shared/app-error';
import { crmFixture } from './fixtures/crm-fixture';
import { FakeZoho, fakeZohoCredentials } from './helpers/fake-zoho';
import { waitFor } from './helpers/network';
import { deleteKeys, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { SmtpSink } from 'test-support/smtp-sink';
import { linkIn, silentLogger, testJwtSecret } from './helpers/test-app';

/**
 * Two API instances, each with its own connections and memory, on two ports, sharing only one real
 * Redis (and, as in production, the CRM and the mail server): whatever instance the load balancer
 * picks, sign-in and its limits behave as one.
 */
describe('two API instances on one Redis', () => {
  const keyPrefix = uniqueKeyPrefix();
  let zoho: FakeZoho;
  let sink: SmtpSink;
  let first: RunningApi;
  let second: RunningApi;
  const ada = { id: '1001', email: 'ada@example.org' };

  beforeAll(async () => {
    [zoho, sink] = await Promise.all([FakeZoho.start(crmFixture), SmtpSink.start()]);
    const config = loadConfig({
      API_PORT: '0',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      CRM: 'zoho',
      ZOHO_CLIENT_ID: fakeZohoCredentials.clientId,
      ZOHO_CLIENT_SECRET: fakeZohoCredentials.clientSecret,
      ZOHO_REFRESH_TOKEN: fakeZohoCredentials.refreshToken,
      ZOHO_ACCOUNTS_URL: zoho.accountsUrl,
      ZOHO_API_URL: zoho.apiUrl,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
      JWT_SECRET: testJwtSecret,
      SIGNIN_LIMIT_PER_EMAIL: '3',
      SIGNIN_LIMIT_PER_IP: '4',
    });
    [first, second] = await Promise.all([startApi(config, silentLogger), startApi(config, silentLogger)]);
    for (const api of [first, second]) {
      await waitFor(async () => ((await request(api.url).get('/api/health')).body as { redis: string }).redis === 'up');
    }
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([zoho?.stop(), sink?.stop()]);
    await deleteKeys(keyPrefix);
  });

  const askForLink = (api: RunningApi, email: string, clientAddress: string) =>
    request(api.url).post('/api/email').set('X-Forwarded-For', clientAddress).send({ email });
  const exchange = (api: RunningApi, recordID: string, authCode: string, clientAddress = '192.0.2.1') =>
    request(api.url).post('/api/jwt').set('X-Forwarded-For', clientAddress).send({ recordID, authCode });

  it('run on two ports', () => {
    expect(first.url).not.toBe(second.url);
  });

  it('a login code mailed through one is exchanged at the other, once; its session works at both; one Zoho token serves both', async () => {
    await askForLink(first, ada.email, '203.0.113.1').expect(202);
    await waitFor(async () => sink.messages.length === 1);
    const link = linkIn((await simpleParser(sink.messages[0] ?? '')).text ?? '');
    expect(link.searchParams.get('recordId')).toBe(ada.id);
    expect(zoho.tokenRequests).toBe(1);

    const answer = await exchange(second, ada.id, link.searchParams.get('jwt') ?? '').expect(200);
    await exchange(first, ada.id, link.searchParams.get('jwt') ?? '').expect(401, { error: errorMessages.invalidAuthCode });

    const authorization = `Bearer ${(answer.body as { token: string }).token}`;
    const callsBefore = zoho.apiCalls.length;
    for (const api of [second, first]) {
      const champion = await request(api.url).get(`/api/Champions/${ada.id}`).set('Authorization', authorization).expect(200);
      expect(champion.body).toMatchObject({ id: ada.id });
    }
    // The second instance called Zoho with the token the first one fetched (the read is then cached).
    expect(zoho.apiCalls.length).toBeGreaterThan(callsBefore);
    expect(zoho.tokenRequests).toBe(1);
  });

  it('hold the per-email limit across both', async () => {
    const email = 'someone.else@example.org';
    await askForLink(first, email, '198.51.100.1').expect(202);
    await askForLink(second, email, '198.51.100.2').expect(202);
    await askForLink(first, email, '198.51.100.3').expect(202);
    const refused = await askForLink(second, email, '198.51.100.4').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('hold the per-address limit across both', async () => {
    for (const [index, api] of [first, second, first, second].entries()) {
      await askForLink(api, `visitor${index}@example.org`, '198.51.100.50').expect(202);
    }
    await askForLink(first, 'visitor9@example.org', '198.51.100.50').expect(429);
    await askForLink(second, 'visitor9@example.org', '198.51.100.50').expect(429);
    await askForLink(second, 'visitor9@example.org', '198.51.100.51').expect(202);
  });

  it('hold the failed-code limit across both', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await exchange(attempt % 2 === 0 ? first : second, ada.id, `guess-${attempt}`, '198.51.100.77').expect(401);
    }
    await exchange(first, ada.id, 'guess-10', '198.51.100.77').expect(429);
    await exchange(second, ada.id, 'guess-11', '198.51.100.77').expect(429);
    await exchange(second, ada.id, 'guess-12', '198.51.100.78').expect(401);
  });

  it('spend one site-wide lookup budget between them', async () => {
    const budgetPrefix = uniqueKeyPrefix();
    // Unknown emails only: the local demo CRM finds none, so nothing is mailed.
    const config = loadConfig({ API_PORT: '0', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: budgetPrefix, SIGNIN_LOOKUPS_PER_MINUTE: '2' });
    const pair = await Promise.all([startApi(config, silentLogger), startApi(config, silentLogger)]);
    try {
      for (const api of pair) await waitFor(async () => ((await request(api.url).get('/api/health')).body as { redis: string }).redis === 'up');
      const [one, other] = pair;
      await askForLink(one, 'first@example.org', '203.0.101.1').expect(202);
      await askForLink(other, 'second@example.org', '203.0.102.1').expect(202);
      for (const api of pair) {
        const busy = await askForLink(api, 'third@example.org', '203.0.103.1').expect(503);
        expect(busy.body).toEqual({ error: errorMessages.signInBusy });
        expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await Promise.all(pair.map((api) => api.stop()));
      await deleteKeys(budgetPrefix);
    }
  });
});
