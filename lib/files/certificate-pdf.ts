import 'server-only';

import QRCode from 'qrcode';

import { rtoNotice, site } from '@/content/site';
import { formatDateLong } from '@/lib/rules/format';

import { A4, createPdf } from './pdf';

/**
 * The certificate as a one-page A4 landscape PDF, drawn with the site's PDF module (lib/files/pdf.ts: Inter, tagged,
 * bidi-ordered): the RTO's name and code, the learner's name, the units with codes and titles as on the national
 * register, the dates, the number, a re-issue note, a USI exemption note and a QR code (drawn as vector squares) to
 * /verify/{number}. DejaVu Sans is the fallback face after Inter and Noto Sans Hebrew, so a name in a script they
 * lack still prints as typed (decision 0011). The file is deterministic for a given certificate.
 */

export type CertificatePdfInput = {
  number: string;
  learnerName: string;
  courseName: string;
  units: readonly { code: string; title: string }[];
  usiExemption: string | null;
  completedOn: string;
  issuedOn: string;
  expiresOn: string | null;
  reissueCount: number;
  reissuedOn: string | null;
};

const NAVY = '#0b2545';
const ORANGE = '#c2410c';
const MUTED = '#475469';
const MARGIN = 48;
const DEJAVU = { 400: 'assets/fonts/DejaVuSans.ttf', 700: 'assets/fonts/DejaVuSans-Bold.ttf' } as const;

export function certificatePdfName(number: string): string {
  return `certificate-${number}.pdf`;
}

export async function certificatePdf(input: CertificatePdfInput, verifyUrl: string): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `Certificate ${input.number}`,
    author: site.rto.name,
    subject: input.courseName,
    created: new Date(`${input.reissuedOn ?? input.issuedOn}T00:00:00Z`),
    fallbackFaces: [DEJAVU],
  });
  const page = doc.addPage(A4.landscape);
  const { width, height } = page;
  const inner = width - 2 * MARGIN;
  page.rect(20, 20, width - 40, height - 40, { stroke: NAVY, lineWidth: 3 });
  page.rect(20, 20, width - 40, 14, { fill: ORANGE });

  // Baselines from the top of the page.
  let y = 80;
  page.paragraph(site.rto.name, MARGIN, y, inner, { size: 16, font: 'bold', color: NAVY, align: 'center' });
  y += 20;
  page.paragraph(`RTO ${site.rto.code} · delivered by ${site.name} on its behalf`, MARGIN, y, inner, {
    size: 10,
    color: MUTED,
    align: 'center',
  });
  y += 40;
  page.heading(
    input.units.length > 1 ? 'Statement of Attainment' : 'Certificate of Attainment',
    MARGIN,
    y,
    inner,
    { size: 24, color: NAVY, align: 'center', level: 1 },
  );
  y += 26;
  page.paragraph('This is to certify that', MARGIN, y, inner, { size: 12, color: MUTED, align: 'center' });

  // The name: as large as fits on one line (down to 14 pt), then wrapped.
  y += 40;
  const nameWidth = inner - 140;
  let nameSize = 28;
  while (nameSize > 14 && doc.measureText(input.learnerName, nameSize, 'bold') > nameWidth) nameSize -= 1;
  y = page.paragraph(input.learnerName, MARGIN + 70, y, nameWidth, {
    size: nameSize,
    font: 'bold',
    color: NAVY,
    align: 'center',
    lineHeight: nameSize + 4,
  });
  y += 6;
  page.paragraph(
    `has been assessed as competent in ${input.units.length > 1 ? 'these units' : 'this unit'} of competency:`,
    MARGIN,
    y,
    inner,
    { size: 12, color: MUTED, align: 'center' },
  );

  y += 26;
  for (const unit of input.units) {
    y = page.paragraph(`${unit.code}  ${unit.title}`, MARGIN + 60, y, inner - 200, {
      size: 12,
      color: NAVY,
      lineHeight: 16,
    });
    if (y > height - 170) break;
  }

  const rows: [string, string][] = [
    ['Course', input.courseName],
    ['Completed', formatDateLong(input.completedOn)],
    ['Issued', formatDateLong(input.issuedOn)],
    ['Expires', input.expiresOn ? formatDateLong(input.expiresOn) : 'No expiry'],
    ['Certificate number', input.number],
  ];
  let rowY = height - 150;
  for (const [label, value] of rows) {
    page.text(`${label}:`, MARGIN + 10, rowY, { size: 10, font: 'bold', color: NAVY });
    page.text(value, MARGIN + 130, rowY, { size: 10, color: NAVY });
    rowY += 15;
  }
  const notes: string[] = [];
  if (input.reissueCount > 0 && input.reissuedOn)
    notes.push(`Re-issued on ${formatDateLong(input.reissuedOn)} under the original number.`);
  if (input.usiExemption)
    notes.push(
      input.usiExemption === 'INTOFF'
        ? 'Issued without a USI: the learner studied offshore as an international student (USI exemption).'
        : 'Issued without a USI under an individual exemption granted by the Student Identifiers Registrar.',
    );
  notes.push(rtoNotice());
  for (const note of notes)
    rowY = page.paragraph(note, MARGIN + 10, rowY, inner - 150, { size: 8, color: MUTED, lineHeight: 10 });

  // The QR code: vector squares, bottom right, with the address under it for a reader without a camera.
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const box = 110;
  const cell = box / (count + 8);
  const left = width - MARGIN - box;
  const top = height - 60 - box;
  page.rect(left, top, box, box, { fill: '#ffffff' });
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.modules.get(row, col))
        page.rect(left + (col + 4) * cell, top + (row + 4) * cell, cell, cell, { fill: '#000000' });
  page.paragraph('Scan to check this certificate', left, height - 50, box, {
    size: 7,
    color: MUTED,
    align: 'center',
  });
  return doc.save();
}
