import type { Session } from '../auth/require-session';
import type { CrmClient, CrmRecord, PortalModule } from '../crm/crm-client';
import { sameEmail, textField } from '../crm/crm-client';
import { AppError, errorMessages } from '../shared/app-error';

/**
 * The ownership rule of every signed-in read: a champion owns the Contacts / Computer_Donors
 * records with their own email, and what hangs off them; anything else is 403, decided from these
 * lists before the CRM is asked for the record itself.
 */
export async function signedInChampion(crm: CrmClient, session: Session): Promise<{ record: CrmRecord; email: string }> {
  const record = await crm.getRecord('Champions', session.recordId);
  const email = record && textField(record, 'Email');
  // A champion removed (or without email) since sign-in owns nothing.
  if (record === undefined || email === undefined || email.trim() === '') throw forbidden();
  return { record, email };
}

export async function ownRecords(crm: CrmClient, module: PortalModule, championEmail: string): Promise<CrmRecord[]> {
  // The search is by email already; checking again keeps a loose CRM search from widening access.
  const records = await crm.searchRecords(module, 'Email', championEmail);
  return records.filter((record) => sameEmail(textField(record, 'Email'), championEmail));
}

export function forbidden(): AppError {
  return new AppError(403, errorMessages.forbidden);
}
