import type { CrmClient } from '../../src/crm/crm-client';
import { crmFixture, hostileDonorId } from '../fixtures/crm-fixture';

export interface CrmHarness {
  crm: CrmClient;
  teardown(): Promise<void>;
}

/** One behaviour for every CRM adapter, over the data of fixtures/crm-fixture. */
export function crmClientContract(adapter: string, createHarness: () => Promise<CrmHarness>): void {
  describe(`${adapter} CRM (contract)`, () => {
    let harness: CrmHarness;
    let crm: CrmClient;

    beforeAll(async () => {
      harness = await createHarness();
      crm = harness.crm;
    });
    afterAll(() => harness.teardown());

    it('gets a record by id, and nothing for an unknown id', async () => {
      expect(await crm.getRecord('Champions', '1001')).toMatchObject({ id: '1001', Name: 'Ada Applicant' });
      expect(await crm.getRecord('Contacts', '2002')).toMatchObject({ Status: 'Denied Applicant' });
      expect(await crm.getRecord('Computer_Donors', '9999')).toBeUndefined();
      expect(await crm.getRecord('Champions', 'not-an-id')).toBeUndefined();
    });

    it('finds records by email, ignoring case', async () => {
      expect((await crm.searchRecords('Champions', 'Email', 'ada@example.ORG')).map((record) => record.id)).toEqual(['1001']);
      expect((await crm.searchRecords('Contacts', 'Email', 'ADA@example.org')).map((record) => record.id).sort()).toEqual(['2001', '2002']);
      expect(await crm.searchRecords('Contacts', 'Email', 'nobody@example.org')).toEqual([]);
    });

    it('finds inventory by recipient and by donor id', async () => {
      expect((await crm.searchRecords('Computer_Inventory', 'Recipient', '2001')).map((item) => item.ID)).toEqual(['4001']);
      expect((await crm.searchRecords('Computer_Inventory', 'Donor_ID', 'DN-1'))[0]).toMatchObject({ Model: 'Dell Latitude, 14"' });
      // The certificates' fields, as the CRM has them (empty and absent ones included).
      expect(await crm.searchRecords('Computer_Inventory', 'Donor_ID', 'DN-1')).toEqual(crmFixture.Computer_Inventory.filter((item) => item.Donor_ID === 'DN-1'));
    });

    it('searches for a value with brackets, commas and backslashes as plain text', async () => {
      expect((await crm.searchRecords('Computer_Inventory', 'Donor_ID', hostileDonorId)).map((item) => item.ID)).toEqual(['4002']);
    });

    it('never lets a value widen the search', async () => {
      for (const hostile of ['x),(Email:starts_with:a', 'DN-1)', 'DN-1\\', '*', '(Donor_ID:equals:DN-1)', "' OR 1=1 --"]) {
        expect(await crm.searchRecords('Computer_Inventory', 'Donor_ID', hostile)).toEqual([]);
      }
    });
  });
}
