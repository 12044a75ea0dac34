import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config/config';
import { LocalCrm } from '../src/crm/local-crm';
import { demoData } from './helpers/test-app';

describe('demo data set', () => {
  it('is valid CRM_DATA, and the default with nothing configured', async () => {
    const { crm } = loadConfig({});
    expect(crm.kind === 'local' && (await LocalCrm.fromFile(crm.dataFile))).toBeInstanceOf(LocalCrm);
  });

  it('covers every applicant status', () => {
    const statuses = new Set(demoData.Contacts.map((application) => application.Status));
    for (const status of ['Applicants No Recommendation', '', 'Applicants to approve', 'Denied Applicant', 'Approved Applicants', 'Client']) {
      expect(statuses).toContain(status);
    }
  });

  it('has a champion with two applications, a donor with several donations, a donor without inventory, a Loser and an unknown type', () => {
    const count = <T>(items: T[], predicate: (item: T) => boolean) => items.filter(predicate).length;
    const types = demoData.Champions.map((champion) => champion.Champion_Type.join());
    expect(types).toEqual(expect.arrayContaining(['Computer Applicant', 'Computer Donor', 'Loser', 'Volunteer']));
    expect(demoData.Champions.some((champion) => count(demoData.Contacts, (record) => record.Email === champion.Email) === 2)).toBe(true);

    const donations = (email: string) => demoData.Computer_Donors.filter((donation) => donation.Email === email);
    const inventoryOf = (email: string) =>
      demoData.Computer_Inventory.filter((item) => donations(email).some((donation) => donation.Donor_ID === item.Donor_ID));
    expect(donations('donor.many@example.org').length).toBeGreaterThan(1);
    const models = inventoryOf('donor.many@example.org').map((item) => String(item.Model));
    expect(models.some((model) => model.includes(',') && model.includes('"'))).toBe(true);
    expect(inventoryOf('donor.none@example.org')).toEqual([]);
  });

  it('is listed in the README, every demo email', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    for (const champion of demoData.Champions) expect(readme).toContain(champion.Email);
  });
});
