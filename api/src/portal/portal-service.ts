import type { CrmClient, CrmRecord, PortalModule } from '../crm/crm-client';
import { sameEmail, textField } from '../crm/crm-client';
import type { Session } from '../auth/require-session';
import { AppError, errorMessages } from '../shared/app-error';

export type InventoryField = 'Recipient' | 'Donor_ID';

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
    return champion;
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
    const record = await this.crm.getRecord(module, id);
    if (record === undefined) throw new AppError(404, errorMessages.recordNotFound);
    if (!sameEmail(textField(record, 'Email'), championEmail)) throw forbidden();
    return record;
  }

  async inventory(session: Session, field: InventoryField, value: string): Promise<CrmRecord[]> {
    const championEmail = await this.#championEmail(session);
    const owned =
      field === 'Recipient'
        ? (await this.#ownRecords('Contacts', championEmail)).some((application) => application.id === value)
        : (await this.#ownRecords('Computer_Donors', championEmail)).some((donation) => donation.Donor_ID === value);
    if (!owned) throw forbidden();
    return this.crm.searchRecords('Computer_Inventory', field, value);
  }

  async #championEmail(session: Session): Promise<string> {
    const champion = await this.crm.getRecord('Champions', session.recordId);
    const email = champion && textField(champion, 'Email');
    // A champion removed (or without email) since sign-in owns nothing.
    if (email === undefined || email.trim() === '') throw forbidden();
    return email;
  }

  async #ownRecords(module: PortalModule, championEmail: string): Promise<CrmRecord[]> {
    // The search is by email already; checking again keeps a loose CRM search from widening access.
    const records = await this.crm.searchRecords(module, 'Email', championEmail);
    return records.filter((record) => sameEmail(textField(record, 'Email'), championEmail));
  }
}

function forbidden(): AppError {
  return new AppError(403, errorMessages.forbidden);
}
