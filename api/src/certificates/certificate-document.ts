import type { Organisation } from '../content/organisation';
import type { CertificateFacts, CertificateKind, Fact } from './certificate-facts';

export const notRecorded = 'Not recorded';

export const titleOfKind: Record<CertificateKind, string> = {
  erasure: 'Certificate of Data Erasure',
  destruction: 'Certificate of Physical Destruction',
  'no-drive': 'Certificate of No Data Storage Present',
};

const dateLabelOfKind: Record<CertificateKind, string> = {
  erasure: 'Date erased',
  destruction: 'Date destroyed',
  'no-drive': 'Date checked',
};

export interface CertificateRow {
  label: string;
  value: string;
}

export interface CertificateSection {
  heading: string;
  rows: CertificateRow[];
}

/** The certificate as a reader sees it; the PDF and the portal's HTML view both print exactly this. */
export interface CertificateDocument {
  title: string;
  statement: string;
  sections: CertificateSection[];
  issuer: { name: string; legalName: string; addressLines: readonly string[]; email: string; phone: string; website: string; signatory: string };
}

const row = (label: string, value: Fact): CertificateRow => ({ label, value: value ?? notRecorded });

/** The statement names a standard only where the record does: a certificate says what the record says. */
function statementOf({ kind, standard }: CertificateFacts, organisation: Organisation): string {
  const according = `${organisation.name} certifies that, according to its inventory record,`;
  const following = standard === null ? '' : `, following ${standard}`;
  switch (kind) {
    case 'erasure':
      return `${according} the data on the storage of the device described below was erased with the method and software recorded below${following}.`;
    case 'destruction':
      return `${according} the data storage of the device described below was physically destroyed with the method recorded below${following}.`;
    case 'no-drive':
      return `${according} the device described below had no data storage drive when it was checked, so it held no data to destroy.`;
  }
}

function drivesSections(facts: CertificateFacts): CertificateSection[] {
  if (facts.kind === 'no-drive') return [];
  if (facts.drives.length === 0) return [{ heading: 'Drives', rows: [row('Drives', null)] }];
  return facts.drives.map((drive, index) => ({
    heading: facts.drives.length === 1 ? 'Drive' : `Drive ${index + 1}`,
    rows: [row('Model', drive.model), row('Serial number', drive.serial), row('Size', drive.size)],
  }));
}

function processSection(facts: CertificateFacts): CertificateSection {
  switch (facts.kind) {
    case 'erasure':
      return {
        heading: 'Erasure',
        rows: [row('Method', facts.method), row('Standard', facts.standard), row('Software and version', facts.softwareVersion), row('Technician', facts.technician)],
      };
    case 'destruction':
      return { heading: 'Destruction', rows: [row('Method', facts.method), row('Standard', facts.standard), row('Technician', facts.technician)] };
    case 'no-drive':
      return { heading: 'Check', rows: [row('Finding', 'No data storage drive present'), row('Technician', facts.technician)] };
  }
}

/** The certificate's text: every value from the record, "Not recorded" where the record is silent. */
export function certificateDocument(facts: CertificateFacts, donor: Fact, organisation: Organisation): CertificateDocument {
  const { name, legalName, addressLines, email, phone, website, signatory } = organisation;
  return {
    title: titleOfKind[facts.kind],
    statement: statementOf(facts, organisation),
    sections: [
      {
        heading: 'Certificate',
        rows: [
          row('Certificate number', facts.number),
          row(dateLabelOfKind[facts.kind], facts.dateDestroyed),
          row('Date received', facts.dateReceived),
          row('Donor', donor),
          row('Donation reference', facts.donationReference),
        ],
      },
      {
        heading: 'Device',
        rows: [
          row('Type', facts.device.type),
          row('Manufacturer', facts.device.manufacturer),
          row('Model', facts.device.model),
          row('System serial number', facts.device.serialNumber),
          row('Memory', facts.device.memorySize),
        ],
      },
      ...drivesSections(facts),
      processSection(facts),
    ],
    issuer: { name, legalName, addressLines, email, phone, website, signatory },
  };
}
