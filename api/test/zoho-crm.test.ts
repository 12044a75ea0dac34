import request from 'supertest';
import type { CacheStore } from '../src/cache/cache-store';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import type { CrmRecord } from '../src/crm/crm-client';
import { criteriaEquals, ZohoCrm } from '../src/crm/zoho-crm';
import { AppError, errorMessages } from '../src/shared/app-error';
import { crmFixture } from './fixtures/crm-fixture';
import { FakeZoho, fakeZohoCredentials, parseCriteria } from './helpers/fake-zoho';
import { ManualClock } from './helpers/manual-clock';
import { deleteKeys, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { sessionToken } from './helpers/session';
import { createTestApp, silentLogger } from './helpers/test-app';

describe('Zoho CRM adapter', () => {
  let zoho: FakeZoho;
  let clock: ManualClock;
  let store: InProcessCacheStore;

  const zohoCrm = (options: { store?: CacheStore; timeoutMs?: number } = {}): ZohoCrm =>
    new ZohoCrm({
      ...fakeZohoCredentials,
      accountsUrl: zoho.accountsUrl,
      apiUrl: zoho.apiUrl,
      store: options.store ?? store,
      logger: silentLogger,
      timeoutMs: options.timeoutMs,
      refreshPollIntervalMs: 20,
    });

  const failure = (promise: Promise<unknown>): Promise<AppError> =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return error;
      },
    );

  beforeEach(async () => {
    zoho = await FakeZoho.start(crmFixture);
    clock = new ManualClock();
    store = new InProcessCacheStore(clock);
  });
  afterEach(() => zoho.stop());

  describe('access token', () => {
    it('is kept in the store until 60 seconds before Zoho expires it', async () => {
      const crm = zohoCrm();
      await crm.getRecord('Champions', '1001');
      await crm.searchRecords('Contacts', 'Email', 'ada@example.org');
      expect(zoho.tokenRequests).toBe(1);

      clock.advanceSeconds(3600 - 61);
      await crm.getRecord('Champions', '1001');
      expect(zoho.tokenRequests).toBe(1);

      clock.advanceSeconds(1);
      await crm.getRecord('Champions', '1001');
      expect(zoho.tokenRequests).toBe(2);
    });

    it('is refreshed once for many concurrent calls', async () => {
      const crm = zohoCrm();
      await Promise.all(Array.from({ length: 10 }, () => crm.getRecord('Champions', '1001')));
      expect(zoho.tokenRequests).toBe(1);
    });

    it('is refreshed once for all instances sharing one Redis', async () => {
      const keyPrefix = uniqueKeyPrefix();
      const stores = [1, 2, 3].map(() => new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix }));
      await Promise.all(stores.map((redis) => redis.connect()));
      zoho.tokenDelayMs = 200;
      try {
        const instances = stores.map((redis) => zohoCrm({ store: redis }));
        const records = await Promise.all(instances.map((crm) => crm.getRecord('Champions', '1002')));
        expect(records.map((record) => record?.id)).toEqual(['1002', '1002', '1002']);
        expect(zoho.tokenRequests).toBe(1);
      } finally {
        await Promise.all(stores.map((redis) => redis.close()));
        await deleteKeys(keyPrefix);
      }
    });

    it('is refreshed and the call retried once when Zoho refuses it', async () => {
      const crm = zohoCrm();
      await crm.getRecord('Champions', '1001');
      zoho.revokeTokens();
      expect(await crm.getRecord('Champions', '1001')).toMatchObject({ id: '1001' });
      expect(zoho.tokenRequests).toBe(2);
    });

    it('is not retried more than once: a second refusal is a 502', async () => {
      const crm = zohoCrm();
      await crm.getRecord('Champions', '1001');
      const callsBefore = zoho.apiCalls.length;
      zoho.answerNext({ status: 401 }, { status: 401 }, { status: 401 });
      const error = await failure(crm.getRecord('Champions', '1001'));
      expect(error.status).toBe(502);
      expect(zoho.apiCalls.length - callsBefore).toBe(2);
      expect(zoho.tokenRequests).toBe(2);
    });

    it('refused by Zoho (answered 200 with an error) is a 502', async () => {
      zoho.answerNextTokenRequest(200, { error: 'invalid_client' });
      const crm = zohoCrm();
      const error = await failure(crm.getRecord('Champions', '1001'));
      expect(error).toMatchObject({ status: 502, message: errorMessages.crmUnavailable });
      expect(crm.health()).toBe('down');
    });

    it('is never refreshed more than 8 times in 10 minutes, whatever Zoho answers', async () => {
      const crm = zohoCrm();
      // Each call is refused, renews the token and is refused again, until the refreshes run out.
      zoho.answerNext(...Array.from({ length: 15 }, () => ({ status: 401 })));
      const statuses: number[] = [];
      for (let call = 0; call < 12; call += 1) statuses.push((await failure(crm.getRecord('Champions', '1001'))).status);
      expect(zoho.tokenRequests).toBe(8);
      expect(statuses.slice(-3)).toEqual([503, 503, 503]);

      clock.advanceSeconds(10 * 60);
      expect(await crm.getRecord('Champions', '1001')).toMatchObject({ id: '1001' });
      expect(zoho.tokenRequests).toBe(9);
    });

    it('over Zoho\'s token limit is a 503 "busy"', async () => {
      zoho.answerNextTokenRequest(400, { error: 'Access Denied', error_description: 'You have made too many requests continuously.' });
      const error = await failure(zohoCrm().getRecord('Champions', '1001'));
      expect(error).toMatchObject({ status: 503, message: errorMessages.crmBusy });
    });
  });

  describe('calls', () => {
    it('read an empty result (204) as nothing found', async () => {
      expect(await zohoCrm().searchRecords('Computer_Donors', 'Email', 'nobody@example.org')).toEqual([]);
    });

    it('do not call Zoho for an id that cannot be a Zoho id', async () => {
      expect(await zohoCrm().getRecord('Contacts', '../Champions/1001')).toBeUndefined();
      expect(zoho.apiCalls).toEqual([]);
    });

    it('send user input in the criteria escaped, never as criteria syntax', async () => {
      const hostile = 'a@b.org),(Email:starts_with:a';
      expect(criteriaEquals('Email', hostile)).toBe('(Email:equals:a@b.org\\)\\,\\(Email:starts_with:a)');
      await zohoCrm().searchRecords('Champions', 'Email', hostile);
      expect(zoho.searches).toEqual([{ module: 'Champions', field: 'Email', value: hostile }]);
      expect(parseCriteria(criteriaEquals('Donor_ID', 'x\\'))).toEqual({ field: 'Donor_ID', value: 'x\\' });
    });

    it('follow the pages of a long result', async () => {
      const items: CrmRecord[] = Array.from({ length: 450 }, (_, index) => ({ ID: String(index), Donor_ID: 'DN-BIG' }));
      await zoho.stop();
      zoho = await FakeZoho.start({ ...crmFixture, Computer_Inventory: items });
      const found = await zohoCrm().searchRecords('Computer_Inventory', 'Donor_ID', 'DN-BIG');
      expect(found).toHaveLength(450);
      expect(zoho.apiCalls).toHaveLength(3);
    });

    it('turn Zoho\'s 429 into a 503 and its 5xx into a 502, with a clear message', async () => {
      const crm = zohoCrm();
      zoho.answerNext({ status: 429 }, { status: 500 }, { status: 503 });
      expect(await failure(crm.getRecord('Champions', '1001'))).toMatchObject({
        status: 503,
        message: errorMessages.crmBusy,
        retryAfterSeconds: 60,
      });
      expect(await failure(crm.getRecord('Champions', '1001'))).toMatchObject({ status: 502, message: errorMessages.crmUnavailable });
      expect(await failure(crm.searchRecords('Contacts', 'Email', 'a@b.org'))).toMatchObject({ status: 502 });
    });

    it('give up after the timeout when Zoho does not answer', async () => {
      // The access token first, with the default time-out (a busy machine may take its time), into the store the short-timed adapter reads.
      await zohoCrm().getRecord('Champions', '1001');
      const crm = zohoCrm({ timeoutMs: 300 });
      zoho.answerNext('hang');
      expect(await failure(crm.getRecord('Champions', '1001'))).toMatchObject({ status: 502 });
    });

    it('report the CRM\'s health from the last call', async () => {
      const crm = zohoCrm();
      expect(crm.health()).toBe('unknown');
      await crm.getRecord('Champions', '1001');
      expect(crm.health()).toBe('up');
      zoho.answerNext({ status: 500 });
      await failure(crm.getRecord('Champions', '1001'));
      expect(crm.health()).toBe('down');
    });
  });

  it('reaches the client as JSON 502 / 503 through the API', async () => {
    const testApp = await createTestApp({ crm: zohoCrm() });
    const token = sessionToken('1001', testApp.clock);

    zoho.answerNext({ status: 500 });
    const unavailable = await request(testApp.app).get('/api/Champions/1001').set('Authorization', `Bearer ${token}`);
    expect(unavailable.status).toBe(502);
    expect(unavailable.body).toEqual({ error: errorMessages.crmUnavailable });

    zoho.answerNext({ status: 429 });
    const busy = await request(testApp.app).get('/api/Champions/1001').set('Authorization', `Bearer ${token}`);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('60');
    expect(busy.body).toEqual({ error: errorMessages.crmBusy });

    const health = await request(testApp.app).get('/api/health');
    expect(health.body).toMatchObject({ crm: 'down', status: 'degraded' });
  });
});
