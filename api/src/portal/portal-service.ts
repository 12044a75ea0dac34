import type { CrmClient, CrmRecord, PortalModule } from '../crm/crm-client';
import { sameEmail, textField } from '../crm/crm-client';
import type { Session } from '../auth/require-session';
import { AppError, errorMessages } from '../shared/app-error';
import { forbidden, ownRecords, signedInChampion } from './own-records';

export type InventoryField = 'Recipient' | 'Donor_ID';

type RecordSummary = { id: unknown; Entry_Date: unknown; Status: unknown };
/** A donation in the donor's list: with its Donor_ID, by which its computers are asked for. */
type DonationSummary = RecordSummary & { Donor_ID: unknown };

/**
 * What the portal screen shows first, in one answer (`GET /api/portal-view`): the champion, and
 * the view their type gives (spec §6): an applicant's latest application with the computers
 * assigned to it once delivered, or a donor's donations latest first with the computers of the
 * latest. `none`: a type without a view.
 */
export type PortalView =
  | { view: 'applicant'; champion: CrmRecord; application?: CrmRecord; assigned: CrmRecord[] }
  | { view: 'donor'; champion: CrmRecord; donations: DonationSummary[]; latestDonationComputers: CrmRecord[] }
  | { view: 'none'; champion: CrmRecord };

/** The application status whose computers were delivered (spec §4): only then are they shown. */
const deliveredStatus = 'Client';

/** The portal view a champion type gives (spec §6). */
function viewOfChampionType(types: unknown): 'applicant' | 'donor' | 'none' {
  const list = Array.isArray(types) ? types : [];
  if (list.includes('Computer Donor') || list.includes('Loser')) return 'donor';
  return list.includes('Computer Applicant') ? 'applicant' : 'none';
}

/** Most recent `Entry_Date` first, as the portal picks the latest record (spec §4); none last. */
function latestFirst<T extends CrmRecord>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (textField(b, 'Entry_Date') ?? '').localeCompare(textField(a, 'Entry_Date') ?? ''));
}

const summaryOf = ({ id, Entry_Date, Status }: CrmRecord): RecordSummary => ({ id, Entry_Date, Status });

/**
 * The fields each portal answer keeps: those of spec §3 that its screen uses. CRM records carry
 * more (with Zoho: owner, audit and layout fields; on inventory items the other party's ids).
 */
export const portalFields = {
  Champions: ['id', 'Name', 'Email', 'Champion_Type', 'First_Name', 'Last_Name', 'Phone_1', 'Address', 'aptSuiteUnit', 'City', 'State', 'Country'],
  Contacts: [
    'id', 'Status', 'Denial_Reason', 'Nominating_Organization', 'Full_Name', 'Email', 'Phone', 'Recommenders_Name',
    'Recommenders_Last_Name', 'Recommenders_Email', 'Laptop_Quantity', 'Desktop_Quantity', 'Tablet_Quantity', 'Entry_Date',
  ],
  Computer_Donors: ['id', 'Status', 'Donor_ID', 'Entry_Date'],
  /** An applicant's assigned computers: what the "Assigned Computer(s)" card shows; never the donor. */
  Recipient: ['ID', 'Model', 'Barcode_Save', 'Status', 'Computer_Type', 'Date_Donated'],
  /** A donor's computers: the table and the spreadsheet; never the recipient. */
  Donor_ID: [
    'ID', 'Model', 'Barcode_Save', 'Status', 'Computer_Type', 'Date_Added', 'Date_Donated', 'Date_Recycled', 'Erasure_Date',
    'Weight', 'Destruction_Type',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The record with only the listed fields (absent ones stay absent). */
function only(record: CrmRecord, fields: readonly string[]): CrmRecord {
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(record, field)).map((field) => [field, record[field]]));
}

/**
 * The portal's reads, each limited to what the session's champion owns: the champion record
 * itself, the Contacts / Computer_Donors records with the champion's email, and the inventory of
 * those applications (by Contacts id) and donations (by Donor_ID).
 */
export class PortalService {
  constructor(private readonly crm: CrmClient) {}

  async champion(session: Session, id: string): Promise<CrmRecord> {
    if (id !== session.recordId) throw forbidden();
    const champion = await this.crm.getRecord('Champions', id);
    if (champion === undefined) throw new AppError(404, errorMessages.recordNotFound);
    return only(champion, portalFields.Champions);
  }

  /** The champion's applications or donations, in the short form used to pick the latest. */
  async recordSummaries(session: Session, module: PortalModule, email: string): Promise<{ id: unknown; Entry_Date: unknown; Status: unknown }[]> {
    const championEmail = await this.#championEmail(session);
    if (!sameEmail(email, championEmail)) throw forbidden();
    const records = await this.#ownRecords(module, championEmail);
    return records.map(({ id, Entry_Date, Status }) => ({ id, Entry_Date, Status }));
  }

  async record(session: Session, module: PortalModule, id: string): Promise<CrmRecord> {
    const championEmail = await this.#championEmail(session);
    // Decided from the champion's own list before the CRM is asked for the record: a made-up or
    // someone else's id costs no CRM call.
    const owned = (await this.#ownRecords(module, championEmail)).some((record) => record.id === id);
    if (!owned) throw forbidden();
    const record = await this.crm.getRecord(module, id);
    if (record === undefined) throw new AppError(404, errorMessages.recordNotFound);
    // The record itself has the last word, should it have changed hands since the list was read.
    if (!sameEmail(textField(record, 'Email'), championEmail)) throw forbidden();
    return only(record, portalFields[module]);
  }

  async inventory(session: Session, field: InventoryField, value: string): Promise<CrmRecord[]> {
    const championEmail = await this.#championEmail(session);
    const owned =
      field === 'Recipient'
        ? (await this.#ownRecords('Contacts', championEmail)).some((application) => application.id === value)
        : (await this.#ownRecords('Computer_Donors', championEmail)).some((donation) => donation.Donor_ID === value);
    if (!owned) throw forbidden();
    const items = await this.crm.searchRecords('Computer_Inventory', field, value);
    return items.map((item) => only(item, portalFields[field]));
  }

  /**
   * The whole first screen of the portal for one request from the browser, from the same CRM
   * reads as the calls above and under the same ownership rule: the champion, then their own
   * records; an applicant's latest application and its computers are asked for together.
   */
  async view(session: Session): Promise<PortalView> {
    const { record, email } = await signedInChampion(this.crm, session);
    const champion = only(record, portalFields.Champions);
    const view = viewOfChampionType(record.Champion_Type);
    if (view === 'none') return { view, champion };
    if (view === 'donor') {
      const donations = latestFirst(await this.#ownRecords('Computer_Donors', email));
      // Owned: the Donor_ID comes from the champion's own list, as `inventory` requires.
      const latestDonorId = donations[0] && textField(donations[0], 'Donor_ID');
      const computers = latestDonorId ? await this.crm.searchRecords('Computer_Inventory', 'Donor_ID', latestDonorId) : [];
      return {
        view,
        champion,
        donations: donations.map((donation) => ({ ...summaryOf(donation), Donor_ID: donation.Donor_ID })),
        latestDonationComputers: computers.map((item) => only(item, portalFields.Donor_ID)),
      };
    }

    const [latest] = latestFirst(await this.#ownRecords('Contacts', email));
    // A latest record that is a donation (spec §4) leaves the applicant without an application.
    const latestStatus = latest && textField(latest, 'Status');
    if (latest === undefined || latestStatus === 'Donated' || latestStatus === 'Archived') return { view, champion, assigned: [] };
    const applicationId = String(latest.id);
    const assignedItems = () => this.crm.searchRecords('Computer_Inventory', 'Recipient', applicationId);
    // The list says delivered: the computers are asked for beside the record, not after it.
    const [application, assignedEarly] = await Promise.all([
      this.crm.getRecord('Contacts', applicationId),
      latestStatus === deliveredStatus ? assignedItems() : undefined,
    ]);
    if (application === undefined) throw new AppError(404, errorMessages.recordNotFound);
    if (!sameEmail(textField(application, 'Email'), email)) throw forbidden();
    // The record's own status has the last word.
    const delivered = textField(application, 'Status') === deliveredStatus;
    const assigned = delivered ? (assignedEarly ?? (await assignedItems())) : [];
    return {
      view,
      champion,
      application: only(application, portalFields.Contacts),
      assigned: assigned.map((item) => only(item, portalFields.Recipient)),
    };
  }

  async #championEmail(session: Session): Promise<string> {
    return (await signedInChampion(this.crm, session)).email;
  }

  #ownRecords(module: PortalModule, championEmail: string): Promise<CrmRecord[]> {
    return ownRecords(this.crm, module, championEmail);
  }
}
