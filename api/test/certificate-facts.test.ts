import { certificateDocument, notRecorded } from '../src/certificates/certificate-document';
import { certificateOf } from '../src/certificates/certificate-facts';
import type { CrmRecord } from '../src/crm/crm-client';
import { organisation } from '../src/content/organisation';

const erased: CrmRecord = {
  ID: '9001',
  Donor_ID: 'DN-9',
  Destruction_Type: 'Erased',
  Date_Destroyed: '2025-02-03',
  Date_Received: '2025-02-01',
  Manufacturer: 'Lenovo',
  Model: 'ThinkPad X1 Carbon',
  System_Serial_Number: 'PF-12345',
  Computer_Type: 'Laptop',
  Memory_Size: '16 GB',
  Drive_Model_1: 'Samsung 980',
  Drive_Serial_1: 'S64ANX0R1',
  Drive_Size_1: '512 GB',
  Erasure_Method: 'NIST 800-88 Purge',
  Erasure_Standard: 'NIST SP 800-88 Rev. 1',
  Software_Version: 'nwipe 0.36',
  Technician_Name: 'Terry Tester',
};
const destroyed: CrmRecord = { ...erased, Destruction_Type: 'Destroyed', Erasure_Method: 'Shredded', Erasure_Standard: 'DIN 66399 H-5', Software_Version: null };
const noDrive: CrmRecord = {
  ...erased,
  Destruction_Type: 'No Drive',
  Drive_Model_1: null,
  Drive_Serial_1: null,
  Drive_Size_1: null,
  Erasure_Method: null,
  Erasure_Standard: null,
  Software_Version: null,
};

/** The certificate's text as "Section / Label" → value. */
function textOf(record: CrmRecord, donor: string | null = 'Acme Corporation'): Record<string, string> {
  const certificate = certificateOf(record);
  if (certificate.status === 'pending') throw new Error('no certificate');
  const document = certificateDocument(certificate.facts, donor, organisation);
  return Object.fromEntries(document.sections.flatMap((section) => section.rows.map((row) => [`${section.heading} / ${row.label}`, row.value])));
}

function titleOf(record: CrmRecord): string {
  const certificate = certificateOf(record);
  if (certificate.status === 'pending') throw new Error('no certificate');
  return certificateDocument(certificate.facts, null, organisation).title;
}

describe('a certificate states what the record says', () => {
  it('erasure: the device, its drive, the method, the software and the technician', () => {
    expect(titleOf(erased)).toBe('Certificate of Data Erasure');
    expect(textOf(erased)).toEqual({
      'Certificate / Certificate number': 'DHC-9001',
      'Certificate / Date erased': '2025-02-03',
      'Certificate / Date received': '2025-02-01',
      'Certificate / Donor': 'Acme Corporation',
      'Certificate / Donation reference': 'DN-9',
      'Device / Type': 'Laptop',
      'Device / Manufacturer': 'Lenovo',
      'Device / Model': 'ThinkPad X1 Carbon',
      'Device / System serial number': 'PF-12345',
      'Device / Memory': '16 GB',
      'Drive / Model': 'Samsung 980',
      'Drive / Serial number': 'S64ANX0R1',
      'Drive / Size': '512 GB',
      'Erasure / Method': 'NIST 800-88 Purge',
      'Erasure / Standard': 'NIST SP 800-88 Rev. 1',
      'Erasure / Software and version': 'nwipe 0.36',
      'Erasure / Technician': 'Terry Tester',
    });
  });

  it('erasure of two drives lists both', () => {
    const text = textOf({ ...erased, Drive_Model_2: 'WD Blue', Drive_Serial_2: 'WD-2', Drive_Size_2: '1 TB' });
    expect(text).toMatchObject({ 'Drive 1 / Model': 'Samsung 980', 'Drive 2 / Model': 'WD Blue', 'Drive 2 / Serial number': 'WD-2', 'Drive 2 / Size': '1 TB' });
  });

  it('physical destruction: the method as recorded, no software', () => {
    expect(titleOf(destroyed)).toBe('Certificate of Physical Destruction');
    const text = textOf(destroyed);
    expect(text).toMatchObject({ 'Certificate / Date destroyed': '2025-02-03', 'Destruction / Method': 'Shredded', 'Destruction / Technician': 'Terry Tester', 'Drive / Serial number': 'S64ANX0R1' });
    expect(Object.keys(text).some((key) => key.includes('Software'))).toBe(false);
  });

  it('no drive present: no drive, no method, no software', () => {
    expect(titleOf(noDrive)).toBe('Certificate of No Data Storage Present');
    const text = textOf(noDrive);
    expect(text).toMatchObject({ 'Certificate / Date checked': '2025-02-03', 'Check / Finding': 'No data storage drive present', 'Check / Technician': 'Terry Tester' });
    expect(Object.keys(text).filter((key) => /Drive|Method|Software/.test(key))).toEqual([]);
  });

  it.each([[null], [''], ['  '], [undefined], ['Shredded'], ['erased']])('is pending, with no certificate, when Destruction_Type is %p', (value) => {
    const record = { ...erased, Destruction_Type: value };
    if (value === undefined) delete record.Destruction_Type;
    expect(certificateOf(record)).toEqual({ status: 'pending' });
  });
});

describe('the statement names a standard only where the record names one', () => {
  const statementOf = (record: CrmRecord) => {
    const certificate = certificateOf(record);
    if (certificate.status === 'pending') throw new Error('no certificate');
    return certificateDocument(certificate.facts, null, organisation).statement;
  };

  it.each([
    ['erasure', erased, 'erased with the method and software recorded below, following NIST SP 800-88 Rev. 1.'],
    ['destruction', destroyed, 'physically destroyed with the method recorded below, following DIN 66399 H-5.'],
  ])('%s following the recorded standard', (_kind, record, ending) => {
    expect(statementOf(record).endsWith(ending)).toBe(true);
  });

  it.each([
    ['erasure', erased],
    ['destruction', destroyed],
    ['erasure with its method not recorded', { ...erased, Erasure_Method: null }],
  ])('%s without a standard on record names none', (_kind, record) => {
    for (const missing of [undefined, null, '', '  ']) {
      const without = { ...record, Erasure_Standard: missing };
      expect(statementOf(without)).not.toMatch(/following|NIST|standard/i);
      expect(statementOf(without)).toMatch(/recorded below\.$/);
    }
  });
});

describe('a missing field is shown as not recorded, never invented', () => {
  const cases: [string, string, string, CrmRecord][] = [
    ['erasure', 'Date_Destroyed', 'Certificate / Date erased', erased],
    ['erasure', 'Date_Received', 'Certificate / Date received', erased],
    ['erasure', 'Computer_Type', 'Device / Type', erased],
    ['erasure', 'Manufacturer', 'Device / Manufacturer', erased],
    ['erasure', 'Model', 'Device / Model', erased],
    ['erasure', 'System_Serial_Number', 'Device / System serial number', erased],
    ['erasure', 'Memory_Size', 'Device / Memory', erased],
    ['erasure', 'Drive_Model_1', 'Drive / Model', erased],
    ['erasure', 'Drive_Serial_1', 'Drive / Serial number', erased],
    ['erasure', 'Drive_Size_1', 'Drive / Size', erased],
    ['erasure', 'Erasure_Method', 'Erasure / Method', erased],
    ['erasure', 'Erasure_Standard', 'Erasure / Standard', erased],
    ['erasure', 'Software_Version', 'Erasure / Software and version', erased],
    ['erasure', 'Technician_Name', 'Erasure / Technician', erased],
    ['destruction', 'Date_Destroyed', 'Certificate / Date destroyed', destroyed],
    ['destruction', 'Erasure_Method', 'Destruction / Method', destroyed],
    ['destruction', 'Erasure_Standard', 'Destruction / Standard', destroyed],
    ['destruction', 'Drive_Serial_1', 'Drive / Serial number', destroyed],
    ['destruction', 'Technician_Name', 'Destruction / Technician', destroyed],
    ['no drive', 'Date_Destroyed', 'Certificate / Date checked', noDrive],
    ['no drive', 'System_Serial_Number', 'Device / System serial number', noDrive],
    ['no drive', 'Technician_Name', 'Check / Technician', noDrive],
  ];

  it.each(cases)('%s without %s', (_kind, field, row, record) => {
    const complete = textOf(record);
    for (const missing of [undefined, null, '', '   ']) {
      const without = { ...record, [field]: missing };
      if (missing === undefined) delete without[field];
      // That row, and only that row, changes.
      expect(textOf(without)).toEqual({ ...complete, [row]: notRecorded });
    }
  });

  it('erasure or destruction with no drive recorded says so instead of listing one', () => {
    const withoutDrive = { ...erased, Drive_Model_1: null, Drive_Serial_1: undefined, Drive_Size_1: '' };
    const text = textOf(withoutDrive);
    expect(text['Drives / Drives']).toBe(notRecorded);
    expect(Object.keys(text).filter((key) => key.startsWith('Drive '))).toEqual([]);
  });

  it('a donor without a name on record', () => {
    expect(textOf(erased, null)['Certificate / Donor']).toBe(notRecorded);
  });

  it('a record with nothing but its kind states nothing else', () => {
    const bare = { ID: '9002', Donor_ID: 'DN-9', Destruction_Type: 'Erased' };
    const text = textOf(bare, null);
    const stated = Object.entries(text).filter(([, value]) => value !== notRecorded);
    expect(stated).toEqual([
      ['Certificate / Certificate number', 'DHC-9002'],
      ['Certificate / Donation reference', 'DN-9'],
    ]);
  });
});
