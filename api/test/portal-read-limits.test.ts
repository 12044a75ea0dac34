import request from 'supertest';
import { LocalCrm } from '../src/crm/local-crm';
import type { CrmRecord, RecordModule } from '../src/crm/crm-client';
import { errorMessages } from '../src/shared/app-error';
import { sessionToken } from './helpers/session';
import type { TestApp } from './helpers/test-app';
import { createTestApp, demoChampion, demoData } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');
const graceApplicationId = demoData.Contacts.find((contact) => contact.Email === grace.email)?.id ?? '';

const readChampion = (testApp: TestApp, token: string, clientAddress = '198.51.100.1') =>
  request(testApp.app).get(`/api/Champions/${grace.id}`).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', clientAddress);

const expectTooMany = (answer: request.Response) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: errorMessages.tooManyRequests });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(900);
};

describe('portal reads', () => {
  it('are limited per session: 429 with Retry-After, and another session is not affected', async () => {
    const testApp = await createTestApp({ env: { PORTAL_READS_PER_SESSION: '5' } });
    const token = sessionToken(grace.id, testApp.clock);
    for (let read = 1; read <= 5; read += 1) await readChampion(testApp, token).expect(200);
    expectTooMany(await readChampion(testApp, token));
    await readChampion(testApp, sessionToken(grace.id, testApp.clock)).expect(200);
    testApp.clock.advanceSeconds(15 * 60);
    await readChampion(testApp, token).expect(200);
  });

  it('are limited per visitor address, over all its sessions', async () => {
    const testApp = await createTestApp({ env: { PORTAL_READS_PER_SESSION: '100', PORTAL_READS_PER_IP: '6' } });
    const sessions = [sessionToken(grace.id, testApp.clock), sessionToken(grace.id, testApp.clock)];
    for (let read = 0; read < 6; read += 1) await readChampion(testApp, sessions[read % 2] ?? '', '203.0.113.5').expect(200);
    for (const token of sessions) expectTooMany(await readChampion(testApp, token, '203.0.113.5'));
    await readChampion(testApp, sessions[0] ?? '', '203.0.113.6').expect(200);
  });

  it('merge concurrent misses of one record into one CRM call (single flight)', async () => {
    const crm = new LocalCrm(demoData);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    const slowCrm = {
      getRecord: async (module: RecordModule, id: string): Promise<CrmRecord | undefined> => {
        calls.push(`${module}/${id}`);
        await gate;
        return crm.getRecord(module, id);
      },
      searchRecords: crm.searchRecords.bind(crm),
      health: crm.health.bind(crm),
    };
    const testApp = await createTestApp({ crm: slowCrm });
    const token = sessionToken(grace.id, testApp.clock);
    const reads = Array.from({ length: 10 }, () => readChampion(testApp, token).then((answer) => answer.status));
    // Every read is waiting on the one CRM call once the first has reached the CRM.
    while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await Promise.all(reads)).toEqual(Array<number>(10).fill(200));
    expect(calls).toEqual([`Champions/${grace.id}`]);
  });

  it('count their CRM calls in a site-wide budget: past it 503 with Retry-After, while cached answers still come', async () => {
    const testApp = await createTestApp({ crm: new LocalCrm(demoData), env: { PORTAL_CRM_CALLS_PER_HOUR: '2' } });
    const token = sessionToken(grace.id, testApp.clock);
    const read = (path: string) => request(testApp.app).get(`/api${path}`).set('Authorization', `Bearer ${token}`);
    // The champion (one call), the applications list (one call): the budget is spent.
    await read(`/Champions/${grace.id}`).expect(200);
    await read(`/championid?Name=${encodeURIComponent(grace.email)}&moduleName=Contacts&param=Email`).expect(200);
    const busy = await read(`/Contacts/${graceApplicationId}`);
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({ error: errorMessages.crmBusy });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    // Cached: no CRM call needed.
    await read(`/Champions/${grace.id}`).expect(200);
  });
});
