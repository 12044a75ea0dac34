/** The modules a portal user may read by id and by email. */
export const portalModules = ['Contacts', 'Computer_Donors'] as const;
export type PortalModule = (typeof portalModules)[number];
/** Modules read by record id. */
export type RecordModule = 'Champions' | PortalModule;
export type CrmModule = RecordModule | 'Computer_Inventory';
export type SearchField = 'Email' | 'Recipient' | 'Donor_ID';

/**
 * The Computer_Inventory fields a certificate of data destruction is made from: Zoho CRM's API
 * names, which the local CRM's data file uses too (read as they are by both adapters).
 */
export const inventoryCertificateFields = {
  destructionType: 'Destruction_Type',
  dateDestroyed: 'Date_Destroyed',
  dateReceived: 'Date_Received',
  manufacturer: 'Manufacturer',
  model: 'Model',
  serialNumber: 'System_Serial_Number',
  computerType: 'Computer_Type',
  memorySize: 'Memory_Size',
  method: 'Erasure_Method',
  /** The erasure or destruction standard followed, named only where the record names one. */
  standard: 'Erasure_Standard',
  softwareVersion: 'Software_Version',
  technician: 'Technician_Name',
  /** N = 1, 2 */
  driveModel: (n: number) => `Drive_Model_${n}`,
  driveSerial: (n: number) => `Drive_Serial_${n}`,
  driveSize: (n: number) => `Drive_Size_${n}`,
} as const;

/** A CRM record as Zoho shapes it: field API names to values. */
export type CrmRecord = Readonly<Record<string, unknown>>;

/** 'unknown' until the first call to a remote CRM. */
export type CrmHealth = 'up' | 'down' | 'unknown';

/**
 * The CRM port. `local` reads a JSON file, `zoho` calls Zoho CRM; both pass one contract suite.
 * Failures are AppErrors: 502 (CRM down or broken) or 503 (CRM busy).
 */
export interface CrmClient {
  getRecord(module: RecordModule, id: string): Promise<CrmRecord | undefined>;
  /** Records whose `field` equals `value`; Email compares case-insensitively, as Zoho does. */
  searchRecords(module: CrmModule, field: SearchField, value: string): Promise<CrmRecord[]>;
  health(): CrmHealth;
}

/** A field's value when it is text. */
export function textField(record: CrmRecord, field: string): string | undefined {
  const value = record[field];
  return typeof value === 'string' ? value : undefined;
}

export function sameEmail(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}
