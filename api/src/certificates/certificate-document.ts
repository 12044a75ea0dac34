import type { Locale } from 'composition-contract/locale';
import { certificateText } from '../content/certificate-text';
import type { CertificateText } from '../content/certificate-text.en';
import type { Organisation } from '../content/organisation';
import type { CertificateFacts, CertificateKind, Fact } from './certificate-facts';

/** "Not recorded" in English: what an English certificate says where the record is silent. */
export const notRecorded = certificateText.en.notRecorded;

/** A certificate's title in `locale`. */
export const titleOfKind = (kind: CertificateKind, locale: Locale): string => certificateText[locale].titleOfKind[kind];

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

const rowIn = (text: CertificateText) => (label: string, value: Fact): CertificateRow => ({ label, value: value ?? text.notRecorded });

/** The statement names a standard only where the record does: a certificate says what the record says. */
function statementOf({ kind, standard }: CertificateFacts, organisation: Organisation, text: CertificateText): string {
  const according = text.statement.according(organisation.name);
  const following = standard === null ? '' : text.statement.following(standard);
  switch (kind) {
    case 'erasure':
      return text.statement.erasure(according, following);
    case 'destruction':
      return text.statement.destruction(according, following);
    case 'no-drive':
      return text.statement.noDrive(according);
  }
}

function drivesSections(facts: CertificateFacts, text: CertificateText): CertificateSection[] {
  const row = rowIn(text);
  const { headings, labels } = text;
  if (facts.kind === 'no-drive') return [];
  if (facts.drives.length === 0) return [{ heading: headings.drives, rows: [row(labels.drives, null)] }];
  return facts.drives.map((drive, index) => ({
    heading: facts.drives.length === 1 ? headings.drive : headings.driveNumber(index + 1),
    rows: [row(labels.model, drive.model), row(labels.serialNumber, drive.serial), row(labels.size, drive.size)],
  }));
}

function processSection(facts: CertificateFacts, text: CertificateText): CertificateSection {
  const row = rowIn(text);
  const { headings, labels } = text;
  switch (facts.kind) {
    case 'erasure':
      return {
        heading: headings.erasure,
        rows: [row(labels.method, facts.method), row(labels.standard, facts.standard), row(labels.softwareVersion, facts.softwareVersion), row(labels.technician, facts.technician)],
      };
    case 'destruction':
      return { heading: headings.destruction, rows: [row(labels.method, facts.method), row(labels.standard, facts.standard), row(labels.technician, facts.technician)] };
    case 'no-drive':
      return { heading: headings.check, rows: [row(labels.finding, text.noDriveFinding), row(labels.technician, facts.technician)] };
  }
}

/**
 * The certificate's text in `locale` (the labels; the record's values as they are): every value
 * from the record, "Not recorded" where the record is silent.
 */
export function certificateDocument(facts: CertificateFacts, donor: Fact, organisation: Organisation, locale: Locale = 'en'): CertificateDocument {
  const { name, legalName, addressLines, email, phone, website, signatory } = organisation;
  const text = certificateText[locale];
  const row = rowIn(text);
  const { headings, labels } = text;
  return {
    title: text.titleOfKind[facts.kind],
    statement: statementOf(facts, organisation, text),
    sections: [
      {
        heading: headings.certificate,
        rows: [
          row(labels.certificateNumber, facts.number),
          row(text.dateLabelOfKind[facts.kind], facts.dateDestroyed),
          row(labels.dateReceived, facts.dateReceived),
          row(labels.donor, donor),
          row(labels.donationReference, facts.donationReference),
        ],
      },
      {
        heading: headings.device,
        rows: [
          row(labels.type, facts.device.type),
          row(labels.manufacturer, facts.device.manufacturer),
          row(labels.model, facts.device.model),
          row(labels.systemSerialNumber, facts.device.serialNumber),
          row(labels.memory, facts.device.memorySize),
        ],
      },
      ...drivesSections(facts, text),
      processSection(facts, text),
    ],
    issuer: { name, legalName, addressLines, email, phone, website, signatory },
  };
}
