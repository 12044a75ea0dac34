import type { Locale } from 'composition-contract/locale';
import { zipArchive } from './certificate-archive';
import type { CertificateDocument } from './certificate-document';
import type { CertificateVerification } from './certificate-pdf';
import { certificatePdf } from './certificate-pdf';
import { qrCodeOf } from './qr-code';

/** A signed certificate of an archive, its QR code not drawn yet. */
export interface ArchiveEntry {
  name: string;
  document: CertificateDocument;
  verification: Omit<CertificateVerification, 'qr'>;
}

/** What an archive drawer is given: plain data, so it crosses to a worker thread. */
export interface ArchiveJob {
  entries: ArchiveEntry[];
  createdAt: Date;
  /** The language of the certificates' words. */
  locale: Locale;
}

/** The archive's ZIP: each certificate's QR code and PDF, as a single certificate's are drawn. */
export async function drawArchive({ entries, createdAt, locale }: ArchiveJob): Promise<Buffer> {
  const files: { name: string; content: Uint8Array }[] = [];
  for (const { name, document, verification } of entries) {
    files.push({ name, content: await certificatePdf(document, { ...verification, qr: qrCodeOf(verification.url) }, createdAt, locale) });
  }
  return zipArchive(files);
}
