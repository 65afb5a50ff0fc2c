import type { InvoiceDocument } from '@/lib/rules/tax-invoice';

import { A4, createPdf, mm } from './pdf';

const INK = '#0f172a';
const MUTED = '#475569';

/**
 * A4 tax invoice, credit note or receipt from its document model (lib/rules/tax-invoice.ts), tagged (headings,
 * paragraphs, a table of items) with Inter embedded, so a buyer's or learner's name prints whatever its script.
 */
export async function invoicePdf(document: InvoiceDocument, created?: Date): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `${document.title} ${document.number}`,
    author: document.seller[0],
    subject: document.title,
    created,
  });
  const page = doc.addPage(A4.portrait);
  const left = mm(18);
  const width = page.width - mm(36);
  const right = left + width;

  let y = page.heading(document.title, left, mm(24), width, { size: 20, color: INK, level: 1 });
  y = page.paragraph(document.number, left, y, width, { size: 12, font: 'bold', color: INK });
  y += mm(3);
  for (const line of document.seller) y = page.paragraph(line, left, y, width, { size: 10, color: INK });
  y += mm(3);
  y = page.heading('Bill to', left, y, width, { size: 10, color: MUTED, level: 2 });
  for (const line of document.buyer) y = page.paragraph(line, left, y, width, { size: 10, color: INK });
  y += mm(2);

  const labelWidth = mm(48);
  let rowTop = y - mm(3.5);
  for (const [label, value] of document.details) {
    rowTop = page.tableRow(
      rowTop,
      [
        { text: label, x: left, width: labelWidth, color: MUTED },
        { text: value, x: left + labelWidth, width: width - labelWidth },
      ],
      { size: 10, color: INK, padding: 2 },
    );
  }

  rowTop += mm(6);
  const amountWidth = mm(42);
  const gstWidth = mm(30);
  const itemWidth = width - amountWidth - gstWidth;
  const columns = (item: string, gst: string, amount: string) => [
    { text: item, x: left, width: itemWidth },
    { text: gst, x: left + itemWidth, width: gstWidth, align: 'right' as const },
    { text: amount, x: left + itemWidth + gstWidth, width: amountWidth, align: 'right' as const },
  ];
  rowTop = page.tableRow(rowTop, columns('Item', 'GST', 'Amount (incl. GST)'), {
    size: 10,
    font: 'bold',
    color: INK,
    header: true,
    fill: '#e2e8f0',
    padding: 4,
  });
  for (const item of document.items)
    rowTop = page.tableRow(rowTop, columns(item.description, item.gst, item.amount), {
      size: 10,
      color: INK,
      rule: '#94a3b8',
      padding: 4,
    });
  for (const [label, value] of document.totals)
    rowTop = page.tableRow(
      rowTop,
      [
        { text: label, x: left, width: itemWidth + gstWidth, align: 'right', font: 'bold' },
        { text: value, x: left + itemWidth + gstWidth, width: amountWidth, align: 'right', font: 'bold' },
      ],
      { size: 11, color: INK, padding: 3 },
    );

  y = rowTop + mm(10);
  for (const line of document.footer) {
    y = page.paragraph(line, left, y, right - left, { size: 9, color: MUTED });
    y += mm(1.5);
  }
  return doc.save();
}
