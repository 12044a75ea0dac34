import type { CertificateKind } from '../certificates/certificate-facts';

/** The certificates' words in English: the document's (page and PDF) and the PDF's own. */
export const certificateTextEn = {
  notRecorded: 'Not recorded',
  titleOfKind: {
    erasure: 'Certificate of Data Erasure',
    destruction: 'Certificate of Physical Destruction',
    'no-drive': 'Certificate of No Data Storage Present',
  } satisfies Record<CertificateKind, string>,
  dateLabelOfKind: { erasure: 'Date erased', destruction: 'Date destroyed', 'no-drive': 'Date checked' } satisfies Record<CertificateKind, string>,
  statement: {
    according: (organisation: string) => `${organisation} certifies that, according to its inventory record,`,
    following: (standard: string) => `, following ${standard}`,
    erasure: (according: string, following: string) =>
      `${according} the data on the storage of the device described below was erased with the method and software recorded below${following}.`,
    destruction: (according: string, following: string) =>
      `${according} the data storage of the device described below was physically destroyed with the method recorded below${following}.`,
    noDrive: (according: string) => `${according} the device described below had no data storage drive when it was checked, so it held no data to destroy.`,
  },
  headings: { certificate: 'Certificate', device: 'Device', drives: 'Drives', drive: 'Drive', driveNumber: (number: number) => `Drive ${number}`, erasure: 'Erasure', destruction: 'Destruction', check: 'Check' },
  labels: {
    certificateNumber: 'Certificate number',
    dateReceived: 'Date received',
    donor: 'Donor',
    donationReference: 'Donation reference',
    type: 'Type',
    manufacturer: 'Manufacturer',
    model: 'Model',
    systemSerialNumber: 'System serial number',
    memory: 'Memory',
    drives: 'Drives',
    serialNumber: 'Serial number',
    size: 'Size',
    method: 'Method',
    standard: 'Standard',
    softwareVersion: 'Software and version',
    technician: 'Technician',
    finding: 'Finding',
  },
  noDriveFinding: 'No data storage drive present',
  pdf: {
    verificationCode: 'Verification code',
    howToCheck: (pageUrl: string) => `To check this certificate, scan the QR code or enter the code at ${pageUrl}.`,
    signature: (organisation: string, publicKeyUrl: string) => `The code is an Ed25519 signature by ${organisation}; its public key is at ${publicKeyUrl}.`,
    issuedBy: (signatory: string) => `Issued electronically by ${signatory}.`,
  },
};

export type CertificateText = typeof certificateTextEn;
