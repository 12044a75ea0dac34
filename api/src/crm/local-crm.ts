import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CrmClient, CrmHealth, CrmModule, CrmRecord, RecordModule, SearchField } from './crm-client';
import { sameEmail } from './crm-client';

const id = z.string().min(1);
const text = z.string().nullable();

/** The CRM_DATA file: Zoho-shaped records; the fields the API relies on are checked at start. */
const localDataSchema = z.object({
  Champions: z.array(z.looseObject({ id, Email: z.string(), Champion_Type: z.array(z.string()) })),
  Contacts: z.array(z.looseObject({ id, Email: z.string(), Status: text, Entry_Date: z.string() })),
  Computer_Donors: z.array(z.looseObject({ id, Email: z.string(), Status: text, Donor_ID: id, Entry_Date: z.string() })),
  Computer_Inventory: z.array(z.looseObject({ ID: id, Recipient: text, Donor_ID: text })),
});
export type LocalCrmData = z.infer<typeof localDataSchema>;

/** The CRM adapter for development and demos: records from a JSON file, kept in memory. */
export class LocalCrm implements CrmClient {
  constructor(private readonly data: LocalCrmData) {}

  static async fromFile(file: string): Promise<LocalCrm> {
    let content: unknown;
    try {
      content = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`CRM_DATA ${file} could not be read as JSON: ${(error as Error).message}`);
    }
    const parsed = localDataSchema.safeParse(content);
    if (!parsed.success) throw new Error(`CRM_DATA ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
    return new LocalCrm(parsed.data);
  }

  async getRecord(module: RecordModule, recordId: string): Promise<CrmRecord | undefined> {
    const records: readonly CrmRecord[] = this.data[module];
    const record = records.find((candidate) => candidate.id === recordId);
    // Copies, so no caller can change the data set.
    return record && structuredClone(record);
  }

  async searchRecords(module: CrmModule, field: SearchField, value: string): Promise<CrmRecord[]> {
    const records: readonly CrmRecord[] = this.data[module];
    const matches = (fieldValue: unknown): boolean =>
      typeof fieldValue === 'string' && (field === 'Email' ? sameEmail(fieldValue, value) : fieldValue === value);
    return records.filter((record) => matches(record[field])).map((record) => structuredClone(record));
  }

  health(): CrmHealth {
    return 'up';
  }
}
