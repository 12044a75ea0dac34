import type { CrmClient, CrmRecord, PortalModule } from '../crm/crm-client';
import { sameEmail, textField } from '../crm/crm-client';
import type { Session } from '../auth/require-session';
import { AppError, errorMessages } from '../shared/app-error';
import { forbidden, ownRecords, signedInChampion } from './own-records';

export type InventoryField = 'Recipient' | 'Donor_ID';

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

  async #championEmail(session: Session): Promise<string> {
    return (await signedInChampion(this.crm, session)).email;
  }

  #ownRecords(module: PortalModule, championEmail: string): Promise<CrmRecord[]> {
    return ownRecords(this.crm, module, championEmail);
  }
}
