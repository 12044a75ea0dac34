import request from 'supertest';
import { RedisCacheStore } from '../src/cache/redis-cache-store';
import { CachedCrm } from '../src/crm/cached-crm';
import type { CrmClient } from '../src/crm/crm-client';
import { LocalCrm } from '../src/crm/local-crm';
import { portalFields } from '../src/portal/portal-service';
import { AppError, errorMessages } from '../src/shared/app-error';
import { deleteKeys, redisUrl, uniqueKeyPrefix } from './helpers/redis';
import { sessionToken } from './helpers/session';
import type { TestApp } from './helpers/test-app';
import { createCountingTestApp, createTestApp, demoChampion, demoData, silentLogger } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');
const nadia = demoChampion('applicant.twice@example.org');
const review = demoChampion('applicant.review@example.org');
const robert = demoChampion('donor.many@example.org');
const pat = demoChampion('loser@example.org');
const alex = demoChampion('volunteer@example.org');

const graceApplicationId = demoData.Contacts.find((record) => record.Email === grace.email)?.id ?? '';
const keysOf = (body: object) => Object.keys(body).sort();

type ViewBody = {
  view: string;
  champion: { id: string; Email: string };
  application?: { id: string; Status: string };
  assigned?: object[];
  donations?: { id: string; Entry_Date: string; Status: string; Donor_ID: string }[];
  latestDonationComputers?: { Model: string }[];
};

const viewOf = (testApp: TestApp, as: { id: string }, clientAddress = '198.51.100.1') =>
  request(testApp.app).get('/api/portal-view').set('Authorization', `Bearer ${sessionToken(as.id, testApp.clock)}`).set('X-Forwarded-For', clientAddress);

describe('GET /api/portal-view: the portal’s first screen in one answer', () => {
  let testApp: TestApp;
  let asked: unknown[][];
  beforeEach(async () => {
    ({ testApp, asked } = await createCountingTestApp());
  });

  it('asks for a session', async () => {
    const answer = await request(testApp.app).get('/api/portal-view');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: errorMessages.sessionExpired });
  });

  it('is the session’s own view: anything asked for in the query is a JSON 400', async () => {
    const answer = await request(testApp.app)
      .get(`/api/portal-view?recordId=${robert.id}`)
      .set('Authorization', `Bearer ${sessionToken(grace.id, testApp.clock)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringMatching(/^Invalid query/) as unknown });
  });

  it('gives a delivered applicant the champion, the application and the computers assigned to it, each with the fields its screen uses', async () => {
    const answer = await viewOf(testApp, grace);
    expect(answer.status).toBe(200);
    const body = answer.body as ViewBody;
    expect(body.view).toBe('applicant');
    expect(body.champion).toMatchObject({ id: grace.id, Email: grace.email });
    expect(keysOf(body.champion)).toEqual([...portalFields.Champions].sort());
    expect(body.application).toMatchObject({ id: graceApplicationId, Status: 'Client' });
    expect(keysOf(body.application ?? {})).toEqual([...portalFields.Contacts].sort());
    expect(body.assigned).toHaveLength(2);
    for (const item of body.assigned ?? []) {
      expect(keysOf(item)).toEqual([...portalFields.Recipient].sort());
      expect(item).not.toHaveProperty('Donor_ID');
    }
    // The champion, their applications, then the application and its computers together.
    expect(asked).toEqual([
      ['getRecord', 'Champions', grace.id],
      ['searchRecords', 'Contacts', 'Email', grace.email],
      ['getRecord', 'Contacts', graceApplicationId],
      ['searchRecords', 'Computer_Inventory', 'Recipient', graceApplicationId],
    ]);
  });

  it('answers the same as the separate portal calls', async () => {
    const body = (await viewOf(testApp, grace)).body as ViewBody;
    const read = async (path: string) => (await request(testApp.app).get(path).set('Authorization', `Bearer ${sessionToken(grace.id, testApp.clock)}`)).body as unknown;
    expect(body.champion).toEqual(await read(`/api/Champions/${grace.id}`));
    expect(body.application).toEqual(await read(`/api/Contacts/${graceApplicationId}`));
    expect(body.assigned).toEqual(await read(`/api/computer-inventory?searchField=Recipient&searchValue=${graceApplicationId}`));
  });

  it('follows the latest application by entry date', async () => {
    const body = (await viewOf(testApp, nadia)).body as ViewBody;
    expect(body).toMatchObject({ view: 'applicant', application: { Status: 'Approved Applicants', Entry_Date: '2025-05-20' }, assigned: [] });
  });

  it('reads no inventory for an application not delivered', async () => {
    const body = (await viewOf(testApp, review)).body as ViewBody;
    expect(body).toMatchObject({ view: 'applicant', application: { Status: 'Applicants to approve' }, assigned: [] });
    expect(asked.filter(([, module]) => module === 'Computer_Inventory')).toEqual([]);
  });

  it('gives a donor their donations, latest first, in the short form, and the computers of the latest', async () => {
    const body = (await viewOf(testApp, robert)).body as ViewBody;
    expect(body.view).toBe('donor');
    expect(body.donations?.map((donation) => donation.Entry_Date)).toEqual(['2025-04-02', '2025-01-20', '2024-06-15']);
    for (const donation of body.donations ?? []) expect(keysOf(donation)).toEqual(['Donor_ID', 'Entry_Date', 'Status', 'id']);
    const latestDonorId = body.donations?.[0]?.Donor_ID ?? '';
    const read = await request(testApp.app)
      .get(`/api/computer-inventory?searchField=Donor_ID&searchValue=${latestDonorId}`)
      .set('Authorization', `Bearer ${sessionToken(robert.id, testApp.clock)}`);
    expect(body.latestDonationComputers).toEqual(read.body);
    expect(body.latestDonationComputers?.map((item) => item.Model)).toEqual(['Apple MacBook Air 13", M1, 2020', 'Microsoft Surface Pro 7, 12.3"']);
    for (const item of body.latestDonationComputers ?? []) expect(item).not.toHaveProperty('Recipient');
    expect(body).not.toHaveProperty('application');
    // The champion, the donations, the latest one's computers: no donation record read on the way.
    expect(asked).toEqual([
      ['getRecord', 'Champions', robert.id],
      ['searchRecords', 'Computer_Donors', 'Email', robert.email],
      ['searchRecords', 'Computer_Inventory', 'Donor_ID', latestDonorId],
    ]);
  });

  it('gives a "Loser" the donor view', async () => {
    expect((await viewOf(testApp, pat)).body).toMatchObject({ view: 'donor', donations: [{ Status: 'Archived' }] });
  });

  it('says "none" for a champion type without a view, reading no records', async () => {
    const body = (await viewOf(testApp, alex)).body as ViewBody;
    expect(body).toEqual({ view: 'none', champion: expect.objectContaining({ id: alex.id }) as unknown });
    expect(asked).toEqual([['getRecord', 'Champions', alex.id]]);
  });

  it('is a 403 for a champion removed since sign-in', async () => {
    const answer = await viewOf(testApp, { id: '5725767000000199999' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: errorMessages.forbidden });
  });

  it('is a JSON 502 when the CRM fails on the way (the computers, after the rest was read)', async () => {
    const local = new LocalCrm(demoData);
    // What the Zoho adapter throws for a 5xx or a timeout.
    const failing: CrmClient = {
      getRecord: (module, id) => local.getRecord(module, id),
      searchRecords: (module, field, value) =>
        module === 'Computer_Inventory' ? Promise.reject(new AppError(502, errorMessages.crmUnavailable)) : local.searchRecords(module, field, value),
      health: () => local.health(),
    };
    const app = await createTestApp({ crm: failing });
    const answer = await viewOf(app, grace);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: errorMessages.crmUnavailable });
  });
});

describe('GET /api/portal-view: limits', () => {
  it('counts as a portal read, per session and per visitor address (429 with Retry-After)', async () => {
    const { testApp } = await createCountingTestApp({ env: { PORTAL_READS_PER_SESSION: '100', PORTAL_READS_PER_IP: '2' } });
    await viewOf(testApp, grace, '203.0.113.5').expect(200);
    await viewOf(testApp, robert, '203.0.113.5').expect(200);
    const refused = await viewOf(testApp, grace, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: errorMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await viewOf(testApp, grace, '203.0.113.6').expect(200);
  });

  it('spends the portal’s CRM budget on its misses: past it a 503 with Retry-After, while cached answers still come', async () => {
    // The champion, the applications, the application and its computers: four calls.
    const { testApp } = await createCountingTestApp({ env: { PORTAL_CRM_CALLS_PER_HOUR: '4' } });
    await viewOf(testApp, grace).expect(200);
    await viewOf(testApp, grace).expect(200);
    const busy = await viewOf(testApp, robert);
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({ error: errorMessages.crmBusy });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/portal-view over a real Redis', () => {
  const keyPrefix = uniqueKeyPrefix();
  let store: RedisCacheStore;
  beforeAll(async () => {
    store = new RedisCacheStore({ url: redisUrl, logger: silentLogger, keyPrefix });
    await store.connect();
  });
  afterAll(async () => {
    await store.close();
    await deleteKeys(keyPrefix);
  });

  it('answers from the cache the second time and keeps the per-session limit in Redis', async () => {
    const asked: string[] = [];
    const local = new LocalCrm(demoData);
    const counting: CrmClient = {
      getRecord: (module, id) => (asked.push(`${module}/${id}`), local.getRecord(module, id)),
      searchRecords: (module, field, value) => (asked.push(`${module}?${field}`), local.searchRecords(module, field, value)),
      health: () => local.health(),
    };
    const testApp = await createTestApp({ store, crm: new CachedCrm(counting, store, silentLogger), env: { PORTAL_READS_PER_SESSION: '2' } });
    const token = sessionToken(grace.id, testApp.clock);
    const read = () => request(testApp.app).get('/api/portal-view').set('Authorization', `Bearer ${token}`);
    const first = await read().expect(200);
    expect(asked).toHaveLength(4);
    const second = await read().expect(200);
    expect(second.body).toEqual(first.body);
    expect(asked).toHaveLength(4);
    expect((await read()).status).toBe(429);
  });
});
