import { organisation } from '../content/organisation';
import { letterPdf } from '../shared/letter-pdf';
import type { BillingInvoice, BillingSubscription } from './billing-client';

const margin = 54;
const labelWidth = 150;
const colours = { navy: '#14324f', muted: '#4a5561', rule: '#c9d1d9' };

export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

type InvoiceFacts = { invoice: BillingInvoice; customerName: string; subscription: BillingSubscription | undefined };

/** The local adapter's invoice as a PDF of real text (the Zoho adapter serves Zoho's own). */
export function invoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  return letterPdf({ margin, info: { Title: `Invoice ${facts.invoice.number}`, Author: organisation.name } }, (pdf) => drawInvoice(pdf, facts));
}

function drawInvoice(pdf: PDFKit.PDFDocument, { invoice, customerName, subscription }: InvoiceFacts): void {
  const width = pdf.page.width - 2 * margin;
  const top = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(18).fillColor(colours.navy).text(organisation.name, margin, top);
  pdf.font('Helvetica').fontSize(9).fillColor(colours.muted).text(organisation.legalName).text(organisation.addressLines.join(', '));
  pdf.moveTo(margin, top + 52).lineTo(margin + width, top + 52).strokeColor(colours.rule).stroke();
  pdf.font('Helvetica-Bold').fontSize(16).fillColor('black').text(`Invoice ${invoice.number}`, margin, top + 66);
  const rows: [string, string][] = [
    ['Billed to', customerName],
    ['Date', invoice.date],
    ['Status', invoice.status],
    ...(subscription ? ([['Subscription', `${subscription.number}, ${subscription.plan.name}`]] as [string, string][]) : []),
    ['Total', formatDollars(invoice.total)],
  ];
  pdf.moveDown(0.8);
  for (const [label, value] of rows) {
    const y = pdf.y + 2;
    pdf.font('Helvetica').fontSize(10).fillColor(colours.muted).text(label, margin, y, { width: labelWidth });
    const labelBottom = pdf.y;
    pdf.fillColor('black').text(value, margin + labelWidth, y, { width: width - labelWidth });
    pdf.y = Math.max(pdf.y, labelBottom);
  }
}
