import { mm, PdfDocument, wrapText } from '@/lib/files/pdf';
import type { InvoiceDocument } from '@/lib/rules/tax-invoice';

/** A4 tax invoice, credit note or receipt from its document model (lib/rules/tax-invoice.ts). */
export async function invoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const pdf = new PdfDocument({ title: `${document.title} ${document.number}`, author: document.seller[0] });
  const width = mm(210);
  const page = pdf.addPage(width, mm(297));
  const left = mm(18);
  const right = width - mm(18);
  const ink = '#0f172a';
  const muted = '#475569';
  let y = mm(22);

  page.text(document.title.toUpperCase(), left, y, { size: 20, font: 'bold', color: ink });
  page.text(document.number, right, y, { size: 12, font: 'bold', color: ink, align: 'right' });
  y += mm(10);
  for (const line of document.seller) {
    page.text(line, left, y, { size: 10, color: ink });
    y += mm(5);
  }
  y += mm(4);
  page.text('Bill to', left, y, { size: 9, font: 'bold', color: muted });
  y += mm(5);
  for (const line of document.buyer) {
    page.text(line, left, y, { size: 10, color: ink });
    y += mm(5);
  }
  y += mm(4);
  for (const [label, value] of document.details) {
    page.text(label, left, y, { size: 10, color: muted });
    page.text(value, left + mm(45), y, { size: 10, color: ink });
    y += mm(5);
  }
  y += mm(6);
  page.rect(left, y - mm(4), right - left, mm(7), { fill: '#e2e8f0' });
  page.text('Item', left + mm(2), y, { size: 10, font: 'bold', color: ink });
  page.text('GST', right - mm(40), y, { size: 10, font: 'bold', color: ink, align: 'right' });
  page.text('Amount (incl. GST)', right - mm(2), y, { size: 10, font: 'bold', color: ink, align: 'right' });
  y += mm(8);
  for (const item of document.items) {
    const lines = wrapText(item.description, right - left - mm(60), 10);
    page.text(item.gst, right - mm(40), y, { size: 10, color: ink, align: 'right' });
    page.text(item.amount, right - mm(2), y, { size: 10, color: ink, align: 'right' });
    for (const line of lines) {
      page.text(line, left + mm(2), y, { size: 10, color: ink });
      y += mm(5);
    }
    y += mm(2);
  }
  page.line(left, y - mm(3), right, y - mm(3), '#94a3b8', 0.75);
  y += mm(3);
  for (const [label, value] of document.totals) {
    page.text(label, right - mm(40), y, { size: 11, font: 'bold', color: ink, align: 'right' });
    page.text(value, right - mm(2), y, { size: 11, font: 'bold', color: ink, align: 'right' });
    y += mm(6);
  }
  y += mm(8);
  for (const paragraph of document.footer) {
    for (const line of wrapText(paragraph, right - left, 9)) {
      page.text(line, left, y, { size: 9, color: muted });
      y += mm(4.5);
    }
    y += mm(1.5);
  }
  return pdf.toBytes();
}
