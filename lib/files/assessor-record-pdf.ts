import { site } from '@/content/site';
import type { AssessorRecordDocument } from '@/lib/rules/assessor-record';

import { A4, createPdf, mm } from './pdf';

const INK = '#0f172a';
const MUTED = '#475569';

/**
 * The assessor's record of one learner in one unit as an A4 PDF: who, which unit, each checklist criterion with
 * its tick, and the assessment decision block. Tagged, Inter embedded (any name prints), on as many pages as the
 * checklist needs.
 */
export async function assessorRecordPdf(
  document: AssessorRecordDocument,
  created?: Date,
): Promise<Uint8Array> {
  const learner = document.details[0]?.[1] ?? '';
  const doc = await createPdf({
    title: `${document.title}: ${learner}`,
    author: site.business.legalName,
    subject: document.details.find(([label]) => label === 'Unit')?.[1] ?? document.title,
    created,
  });
  const [pageWidth, pageHeight] = A4.portrait;
  const left = mm(18);
  const width = pageWidth - mm(36);
  const bottom = pageHeight - mm(22);
  let page = doc.addPage(A4.portrait);
  let y = page.heading(document.title, left, mm(24), width, { size: 20, color: INK, level: 1 });
  y = page.paragraph(
    `${site.business.legalName} on behalf of ${site.rto.name} (RTO ${site.rto.code})`,
    left,
    y,
    width,
    {
      size: 9,
      color: MUTED,
    },
  );
  y += mm(2);

  const labelWidth = mm(48);
  const pairs = (rows: AssessorRecordDocument['details'], top: number) => {
    let rowTop = top;
    for (const [label, value] of rows)
      rowTop = page.tableRow(
        rowTop,
        [
          { text: label, x: left, width: labelWidth, color: MUTED },
          { text: value, x: left + labelWidth, width: width - labelWidth },
        ],
        { size: 10, color: INK, padding: 2 },
      );
    return rowTop;
  };
  y = pairs(document.details, y - mm(3.5)) + mm(6);

  const tickWidth = mm(22);
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    page = doc.addPage(A4.portrait);
    y = mm(22);
  };
  for (const category of document.categories) {
    room(mm(24));
    y = page.heading(category.category, left, y, width, { size: 12, color: INK, level: 2 }) - mm(2);
    y = page.tableRow(
      y,
      [
        { text: 'Criterion', x: left, width: width - tickWidth },
        { text: 'Done', x: left + width - tickWidth, width: tickWidth, align: 'center' },
      ],
      { size: 9, font: 'bold', color: INK, header: true, fill: '#e2e8f0', padding: 3 },
    );
    for (const item of category.items) {
      room(mm(16));
      y = page.tableRow(
        y,
        [
          { text: item.text, x: left, width: width - tickWidth - mm(2) },
          { text: item.done ? 'Yes' : 'No', x: left + width - tickWidth, width: tickWidth, align: 'center' },
        ],
        { size: 9, color: INK, rule: '#cbd5e1', padding: 3 },
      );
    }
    y += mm(8);
  }

  room(mm(40));
  y = page.heading('Assessment decision', left, y, width, { size: 12, color: INK, level: 2 });
  pairs(document.decision, y - mm(3.5));
  return doc.save();
}
