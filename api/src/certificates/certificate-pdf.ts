import type { Locale } from 'composition-contract/locale';
import { certificateText } from '../content/certificate-text';
import { letterPdf } from '../shared/letter-pdf';
import type { CertificateDocument } from './certificate-document';
import type { QrCode } from './qr-code';

export interface CertificateVerification {
  code: string;
  /** `<PUBLIC_URL>/verify?code=…`, what the QR code holds. */
  url: string;
  /** Where the page asks for a code: `<PUBLIC_URL>/verify`. */
  pageUrl: string;
  qr: QrCode;
  publicKeyUrl: string;
}

const margin = 54;
const labelWidth = 150;
const codeCharactersPerLine = 72;
const qrSide = 112;
const colours = { navy: '#14324f', muted: '#4a5561', rule: '#c9d1d9' };

/** The code in fixed-width lines; the verify page ignores the line breaks. */
export function codeLines(code: string): string[] {
  return code.match(new RegExp(`.{1,${codeCharactersPerLine}}`, 'g')) ?? [];
}

/**
 * The certificate as a PDF of real text (standard fonts, nothing embedded but the QR code's
 * vector squares): searchable, copyable, a few kilobytes.
 */
export function certificatePdf(document: CertificateDocument, verification: CertificateVerification, createdAt: Date, locale: Locale): Promise<Buffer> {
  const info = { Title: `${document.title} ${document.sections[0]?.rows[0]?.value ?? ''}`.trim(), Author: document.issuer.name, CreationDate: createdAt };
  return letterPdf({ margin, info }, (pdf) => drawCertificate(pdf, document, verification, locale));
}

function drawCertificate(pdf: PDFKit.PDFDocument, document: CertificateDocument, verification: CertificateVerification, locale: Locale): void {
  const text = certificateText[locale].pdf;
  const width = pdf.page.width - 2 * margin;
  const { issuer } = document;

  // Letterhead: the organisation on the left, how to reach it on the right.
  const top = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(18).fillColor(colours.navy).text(issuer.name, margin, top);
  pdf.font('Helvetica').fontSize(9).fillColor(colours.muted).text(issuer.legalName).text(issuer.addressLines.join(', '));
  pdf.text(`${issuer.email}  ·  ${issuer.phone}  ·  ${issuer.website}`, margin, top + 4, { width, align: 'right' });
  pdf.moveTo(margin, top + 52).lineTo(margin + width, top + 52).strokeColor(colours.rule).stroke();

  pdf.font('Helvetica-Bold').fontSize(16).fillColor('black').text(document.title, margin, top + 66);
  pdf.moveDown(0.4).font('Helvetica').fontSize(10).text(document.statement, { width });

  for (const section of document.sections) {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(colours.navy).text(section.heading, margin);
    pdf.fillColor('black').fontSize(10);
    for (const { label, value } of section.rows) {
      const y = pdf.y + 2;
      pdf.font('Helvetica').fillColor(colours.muted).text(label, margin, y, { width: labelWidth });
      const labelBottom = pdf.y;
      pdf.font('Helvetica').fillColor('black').text(value, margin + labelWidth, y, { width: width - labelWidth });
      pdf.y = Math.max(pdf.y, labelBottom);
    }
  }

  // Verification: the code as text, and the QR code to the public page.
  const lines = codeLines(verification.code);
  const blockHeight = Math.max(qrSide, 60 + lines.length * 10);
  if (pdf.y + blockHeight + 60 > pdf.page.height - margin) pdf.addPage();
  const blockTop = pdf.y + 16;
  const textWidth = width - qrSide - 16;
  pdf.moveTo(margin, blockTop - 6).lineTo(margin + width, blockTop - 6).strokeColor(colours.rule).stroke();
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(colours.navy).text(text.verificationCode, margin, blockTop, { width: textWidth });
  pdf.font('Courier').fontSize(7.5).fillColor('black');
  for (const line of lines) pdf.text(line, { width: textWidth, lineBreak: false });
  pdf.moveDown(0.6).font('Helvetica').fontSize(9).fillColor(colours.muted);
  pdf.text(text.howToCheck(verification.pageUrl), margin, pdf.y, { width: textWidth });
  pdf.text(text.signature(issuer.name, verification.publicKeyUrl), { width: textWidth });

  const qrLeft = margin + width - qrSide;
  const moduleSide = qrSide / verification.qr.size;
  pdf.save().translate(qrLeft, blockTop).scale(moduleSide).path(verification.qr.path).fill('black').restore();

  pdf.font('Helvetica').fontSize(9).fillColor('black').text(text.issuedBy(issuer.signatory), margin, Math.max(pdf.y, blockTop + qrSide) + 18, { width });
}
