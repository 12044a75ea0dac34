import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { sessionToken } from './helpers/session';
import type { TestApp } from './helpers/test-app';
import { createCountingTestApp, createTestApp, demoChampion, demoData } from './helpers/test-app';
import { portalFields } from '../src/portal/portal-service';
import { ManualClock } from './helpers/manual-clock';

const grace = demoChampion('applicant.client@example.org');
const nadia = demoChampion('applicant.twice@example.org');
const robert = demoChampion('donor.many@example.org');
const pat = demoChampion('loser@example.org');

const contactsOf = (email: string) => demoData.Contacts.filter((record) => record.Email === email);
const donationsOf = (email: string) => demoData.Computer_Donors.filter((record) => record.Email === email);
const firstId = (records: { id: string }[]): string => records[0]?.id ?? '';
const firstDonorId = (records: { Donor_ID: string }[]): string => records[0]?.Donor_ID ?? '';

describe('portal authorisation', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });

  const get = (path: string, as?: { id: string }) => {
    const call = request(testApp.app).get(path);
    return as === undefined ? call : call.set('Authorization', `Bearer ${sessionToken(as.id, testApp.clock)}`);
  };
  const expectForbidden = async (path: string, as: { id: string }) => {
    const answer = await get(path, as);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: errorMessages.forbidden });
  };

  it('asks for a session on every portal call', async () => {
    const paths = [
      `/api/Champions/${grace.id}`,
      `/api/championid?Name=${grace.email}&moduleName=Contacts&param=Email`,
      `/api/Contacts/${firstId(contactsOf(grace.email))}`,
      `/api/computer-inventory?searchField=Recipient&searchValue=${firstId(contactsOf(grace.email))}`,
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: errorMessages.sessionExpired });
    }
  });

  describe('champion record', () => {
    it('is readable by its own session only', async () => {
      expect((await get(`/api/Champions/${grace.id}`, grace)).body).toMatchObject({ id: grace.id, Email: grace.email, City: 'Waltham' });
      await expectForbidden(`/api/Champions/${robert.id}`, grace);
    });
  });

  describe('record summaries by email', () => {
    it('list the champion\'s own applications, with only id, Entry_Date and Status', async () => {
      const answer = await get(`/api/championid?Name=${nadia.email}&moduleName=Contacts&param=Email`, nadia);
      expect(answer.status).toBe(200);
      const data = (answer.body as { data: object[] }).data;
      expect(data).toHaveLength(2);
      for (const summary of data) expect(Object.keys(summary).sort()).toEqual(['Entry_Date', 'Status', 'id']);
    });

    it('list the champion\'s own donations, the email compared without case', async () => {
      const answer = await get(`/api/championid?Name=${robert.email.toUpperCase()}&moduleName=Computer_Donors&param=Email`, robert);
      expect((answer.body as { data: object[] }).data).toHaveLength(3);
    });

    it('are empty when the champion has none in that module', async () => {
      const answer = await get(`/api/championid?Name=${grace.email}&moduleName=Computer_Donors&param=Email`, grace);
      expect(answer.body).toEqual({ data: [] });
    });

    it('are refused for another person\'s email', async () => {
      await expectForbidden(`/api/championid?Name=${robert.email}&moduleName=Computer_Donors&param=Email`, grace);
    });

    it.each([
      ['an unknown module', 'moduleName=Champions&param=Email'],
      ['another param', 'moduleName=Contacts&param=Phone'],
      ['an unknown field', 'moduleName=Contacts&param=Email&extra=1'],
      ['a repeated field', 'moduleName=Contacts&moduleName=Contacts&param=Email'],
    ])('are a 400 for %s', async (_case, query) => {
      const answer = await get(`/api/championid?Name=${grace.email}&${query}`, grace);
      expect(answer.status).toBe(400);
      expect(typeof (answer.body as { error: unknown }).error).toBe('string');
    });
  });

  describe('application and donation records', () => {
    it('are readable by the champion with the same email', async () => {
      const application = contactsOf(grace.email)[0];
      expect((await get(`/api/Contacts/${application?.id}`, grace)).body).toMatchObject({ Status: 'Client', Email: grace.email });
      const donation = donationsOf(robert.email)[0];
      expect((await get(`/api/Computer_Donors/${donation?.id}`, robert)).body).toMatchObject({ Donor_ID: donation?.Donor_ID });
    });

    it('are refused to anyone else', async () => {
      await expectForbidden(`/api/Contacts/${firstId(contactsOf(nadia.email))}`, grace);
      await expectForbidden(`/api/Computer_Donors/${firstId(donationsOf(robert.email))}`, pat);
    });

    it('are refused without asking the CRM when the id is not in the champion\'s own list', async () => {
      const {
        testApp: { app },
        asked,
      } = await createCountingTestApp();
      for (const id of ['123456789', firstId(contactsOf(nadia.email))]) {
        const answer = await request(app).get(`/api/Contacts/${id}`).set('Authorization', `Bearer ${sessionToken(grace.id, testApp.clock)}`);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ error: errorMessages.forbidden });
        expect(asked).not.toContainEqual(['getRecord', 'Contacts', id]);
      }
    });

    it('are a 400 for an unknown module', async () => {
      for (const module of ['Champions_Secret', 'Computer_Inventory', 'contacts']) {
        const unknown = await get(`/api/${module}/1`, grace);
        expect(unknown.status).toBe(400);
      }
    });
  });

  describe('inventory', () => {
    it('of the champion\'s own application is readable', async () => {
      const answer = await get(`/api/computer-inventory?searchField=Recipient&searchValue=${firstId(contactsOf(grace.email))}`, grace);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(2);
    });

    it('of the champion\'s own donation is readable, models with commas and quotes intact', async () => {
      const donorId = donationsOf(robert.email).find((donation) => donation.Entry_Date === '2024-06-15')?.Donor_ID ?? '';
      const answer = await get(`/api/computer-inventory?searchField=Donor_ID&searchValue=${encodeURIComponent(donorId)}`, robert);
      expect((answer.body as { Model: string }[]).map((item) => item.Model).sort()).toEqual(['Dell Latitude 5420, 14" FHD', 'HP "EliteBook" 840 G5']);
    });

    it('of anyone else is refused, whichever field is used', async () => {
      await expectForbidden(`/api/computer-inventory?searchField=Recipient&searchValue=${firstId(contactsOf(grace.email))}`, nadia);
      await expectForbidden(`/api/computer-inventory?searchField=Donor_ID&searchValue=${firstDonorId(donationsOf(robert.email))}`, pat);
      // A donor's own donation record id is not an applicant id.
      await expectForbidden(`/api/computer-inventory?searchField=Recipient&searchValue=${firstId(donationsOf(robert.email))}`, robert);
      await expectForbidden(`/api/computer-inventory?searchField=Donor_ID&searchValue=${firstId(contactsOf(grace.email))}`, grace);
    });

    it('is a 400 for an unknown search field', async () => {
      const answer = await get(`/api/computer-inventory?searchField=Email&searchValue=${grace.email}`, grace);
      expect(answer.status).toBe(400);
    });
  });
});

describe('portal answers carry only the fields the screens use', () => {
  // Zoho adds owner, audit and layout fields to every record.
  const zohoExtras = {
    Owner: { name: 'Staff Member', id: '5725767000000011001', email: 'staff@example.org' },
    Created_By: { name: 'Staff Member', id: '5725767000000011001' },
    Modified_Time: '2025-05-01T10:00:00-04:00',
    $approval_state: 'approved',
    Layout: { id: '5725767000000091055' },
  };
  const withExtras = <T extends object>(records: T[]) => records.map((record) => ({ ...record, ...zohoExtras }));
  const zohoShaped = {
    Champions: withExtras(demoData.Champions),
    Contacts: withExtras(demoData.Contacts),
    Computer_Donors: withExtras(demoData.Computer_Donors),
    Computer_Inventory: withExtras(demoData.Computer_Inventory),
  };
  let app: TestApp['app'];
  beforeAll(async () => {
    ({
      testApp: { app },
    } = await createCountingTestApp({ data: zohoShaped }));
  });
  const get = (path: string, as: { id: string }) =>
    request(app).get(path).set('Authorization', `Bearer ${sessionToken(as.id, new ManualClock())}`);
  const keysOf = (body: object) => Object.keys(body).sort();

  it('the champion record: the profile fields', async () => {
    const answer = await get(`/api/Champions/${grace.id}`, grace);
    expect(keysOf(answer.body as object)).toEqual([...portalFields.Champions].sort());
  });

  it('an application: the tracker fields', async () => {
    const answer = await get(`/api/Contacts/${firstId(contactsOf(grace.email))}`, grace);
    expect(keysOf(answer.body as object)).toEqual([...portalFields.Contacts].sort());
  });

  it('a donation: its status, Donor_ID and entry date', async () => {
    const answer = await get(`/api/Computer_Donors/${firstId(donationsOf(robert.email))}`, robert);
    expect(keysOf(answer.body as object)).toEqual(['Donor_ID', 'Entry_Date', 'Status', 'id']);
  });

  it("an applicant's computers never carry the donor", async () => {
    const answer = await get(`/api/computer-inventory?searchField=Recipient&searchValue=${firstId(contactsOf(grace.email))}`, grace);
    const items = answer.body as object[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(keysOf(item)).toEqual([...portalFields.Recipient].sort());
      expect(item).not.toHaveProperty('Donor_ID');
      expect(item).not.toHaveProperty('Data_Certificate');
    }
  });

  it("a donor's computers never carry the recipient", async () => {
    const donorId = donationsOf(robert.email).find((donation) => donation.Entry_Date === '2025-01-20')?.Donor_ID ?? '';
    const answer = await get(`/api/computer-inventory?searchField=Donor_ID&searchValue=${donorId}`, robert);
    const items = answer.body as object[];
    // Two of this donation's computers went to an applicant: their Recipient must not show.
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(keysOf(item)).toEqual([...portalFields.Donor_ID].filter((field) => field in item).sort());
      expect(item).not.toHaveProperty('Recipient');
      expect(item).not.toHaveProperty('Owner');
    }
  });
});
