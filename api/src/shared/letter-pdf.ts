import PDFDocument from 'pdfkit';

/**
 * A US Letter PDF in the standard fonts (real text, nothing embedded), drawn by `draw`, as bytes:
 * the certificates' and the local billing adapter's invoices.
 */
export function letterPdf(options: { margin: number; info: PDFKit.DocumentInfo }, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'LETTER', margin: options.margin, lang: 'en-US', displayTitle: true, info: options.info });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
