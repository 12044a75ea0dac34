import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { CachedCrm } from '../src/crm/cached-crm';
import type { CrmClient } from '../src/crm/crm-client';
import { LocalCrm } from '../src/crm/local-crm';
import { ZohoCrm } from '../src/crm/zoho-crm';
import { AppError } from '../src/shared/app-error';
import { crmClientContract } from './contracts/crm-client.contract';
import { crmFixture } from './fixtures/crm-fixture';
import { FakeZoho, fakeZohoCredentials } from './helpers/fake-zoho';
import { ManualClock } from './helpers/manual-clock';
import { silentLogger, storeWith } from './helpers/test-app';

crmClientContract('local', async () => ({ crm: new LocalCrm(crmFixture), teardown: async () => undefined }));

crmClientContract('Zoho', async () => {
  const zoho = await FakeZoho.start(crmFixture);
  const crm = new ZohoCrm({
    ...fakeZohoCredentials,
    accountsUrl: zoho.accountsUrl,
    apiUrl: zoho.apiUrl,
    store: new InProcessCacheStore(),
    logger: silentLogger,
  });
  return { crm, teardown: () => zoho.stop() };
});

describe('local CRM', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'crm-data-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('reads a CRM_DATA file', async () => {
    const file = path.join(directory, 'data.json');
    await writeFile(file, JSON.stringify(crmFixture));
    const crm = await LocalCrm.fromFile(file);
    expect(await crm.getRecord('Champions', '1002')).toMatchObject({ Email: 'don@example.org' });
  });

  it('refuses, at start, a file that is not JSON or misses the fields the API relies on', async () => {
    const notJson = path.join(directory, 'broken.json');
    await writeFile(notJson, '{ "Champions": [');
    await expect(LocalCrm.fromFile(notJson)).rejects.toThrow(`CRM_DATA ${notJson} could not be read as JSON`);

    const missingEmail = path.join(directory, 'missing.json');
    await writeFile(missingEmail, JSON.stringify({ ...crmFixture, Champions: [{ id: '1', Champion_Type: [] }] }));
    await expect(LocalCrm.fromFile(missingEmail)).rejects.toThrow(/CRM_DATA .* is not valid:[\s\S]*Email/);
  });

  it('hands out copies, so no caller can change the data set', async () => {
    const crm = new LocalCrm(structuredClone(crmFixture));
    const record = (await crm.getRecord('Champions', '1001')) as Record<string, unknown>;
    record.Email = 'attacker@example.org';
    expect(await crm.getRecord('Champions', '1001')).toMatchObject({ Email: 'Ada@Example.org' });
  });
});

describe('CRM cache', () => {
  function countingCrm(): CrmClient & { calls: number } {
    const local = new LocalCrm(crmFixture);
    const counting = {
      calls: 0,
      getRecord: async (...args: Parameters<CrmClient['getRecord']>) => {
        counting.calls += 1;
        return local.getRecord(...args);
      },
      searchRecords: async (...args: Parameters<CrmClient['searchRecords']>) => {
        counting.calls += 1;
        return local.searchRecords(...args);
      },
      health: () => local.health(),
    };
    return counting;
  }

  it('answers repeated reads from the store for a short time, absent records included', async () => {
    const clock = new ManualClock();
    const crm = countingCrm();
    const cached = new CachedCrm(crm, new InProcessCacheStore(clock), silentLogger);

    await cached.getRecord('Champions', '1001');
    await cached.getRecord('Champions', '1001');
    await cached.getRecord('Champions', '9999');
    expect(await cached.getRecord('Champions', '9999')).toBeUndefined();
    await cached.searchRecords('Contacts', 'Email', 'ada@example.org');
    await cached.searchRecords('Contacts', 'Email', 'ADA@example.org ');
    expect(crm.calls).toBe(3);

    clock.advanceSeconds(60);
    await cached.getRecord('Champions', '1001');
    expect(crm.calls).toBe(4);
  });

  it('reads the CRM directly when the store fails', async () => {
    const crm = countingCrm();
    const failing = storeWith(new InProcessCacheStore(), {
      get: async () => {
        throw new AppError(503, 'down');
      },
      set: async () => {
        throw new AppError(503, 'down');
      },
    });
    const cached = new CachedCrm(crm, failing, silentLogger);
    expect(await cached.getRecord('Champions', '1001')).toMatchObject({ id: '1001' });
    expect(crm.calls).toBe(1);
  });
});
