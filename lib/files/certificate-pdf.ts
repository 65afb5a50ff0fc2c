import 'server-only';

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

import { rtoNotice, site } from '@/content/site';
import { formatDateLong } from '@/lib/rules/format';

/**
 * The certificate as a one-page A4 landscape PDF (pdf-lib): the RTO's name and code, the learner's name, the units
 * with codes and titles as on the national register, the dates, the number, a re-issue note, a USI exemption note
 * and a QR code (drawn as vector squares) to /verify/{number}. Text is set in DejaVu Sans, embedded and subset: it
 * covers Latin with every accent, Greek, Cyrillic, Hebrew and Arabic, so any learner's name prints as typed
 * (fontkit lays out right-to-left scripts). The file is deterministic for a given certificate.
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

const FONT_DIR = join(process.cwd(), 'assets', 'fonts');
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;

function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}

const NAVY = rgb(0.043, 0.145, 0.271);
const ORANGE = rgb(0.761, 0.255, 0.047);
const MUTED = rgb(0.28, 0.33, 0.41);
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 48;

export function certificatePdfName(number: string): string {
  return `certificate-${number}.pdf`;
}

/** Lines of `text` no wider than `width` at `size`, broken at spaces; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      if (fits(word)) return [word];
      const pieces: string[] = [];
      let piece = '';
      for (const char of Array.from(word)) {
        if (piece && !fits(piece + char)) {
          pieces.push(piece);
          piece = char;
        } else piece += char;
      }
      return piece ? [...pieces, piece] : pieces;
    });
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && !fits(candidate)) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = NAVY) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

export async function certificatePdf(input: CertificatePdfInput, verifyUrl: string): Promise<Uint8Array> {
  const [regularBytes, boldBytes] = await fontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const issued = new Date(`${input.reissuedOn ?? input.issuedOn}T00:00:00Z`);
  doc.setTitle(`Certificate ${input.number}`);
  doc.setAuthor(site.rto.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const page = doc.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 20,
    y: 20,
    width: width - 40,
    height: height - 40,
    borderColor: NAVY,
    borderWidth: 3,
  });
  page.drawRectangle({ x: 20, y: height - 34, width: width - 40, height: 14, color: ORANGE });

  let y = height - 80;
  centred(page, site.rto.name, y, bold, 16);
  y -= 20;
  centred(page, `RTO ${site.rto.code} · delivered by ${site.name} on its behalf`, y, regular, 10, MUTED);
  y -= 40;
  centred(
    page,
    input.units.length > 1 ? 'Statement of Attainment' : 'Certificate of Attainment',
    y,
    bold,
    24,
  );
  y -= 26;
  centred(page, 'This is to certify that', y, regular, 12, MUTED);

  // The name: as large as fits on one line (down to 14 pt), then wrapped.
  y -= 40;
  const nameWidth = width - 2 * MARGIN - 140;
  let nameSize = 28;
  while (nameSize > 14 && bold.widthOfTextAtSize(input.learnerName, nameSize) > nameWidth) nameSize -= 1;
  for (const line of wrap(input.learnerName, bold, nameSize, nameWidth)) {
    centred(page, line, y, bold, nameSize);
    y -= nameSize + 4;
  }
  y -= 6;
  centred(
    page,
    `has been assessed as competent in ${input.units.length > 1 ? 'these units' : 'this unit'} of competency:`,
    y,
    regular,
    12,
    MUTED,
  );

  y -= 26;
  for (const unit of input.units) {
    const lines = wrap(`${unit.code}  ${unit.title}`, regular, 12, width - 2 * MARGIN - 200);
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + 60, y, size: 12, font: regular, color: NAVY });
      y -= 16;
    }
    if (y < 170) break;
  }

  const rows: [string, string][] = [
    ['Course', input.courseName],
    ['Completed', formatDateLong(input.completedOn)],
    ['Issued', formatDateLong(input.issuedOn)],
    ['Expires', input.expiresOn ? formatDateLong(input.expiresOn) : 'No expiry'],
    ['Certificate number', input.number],
  ];
  let rowY = 150;
  for (const [label, value] of rows) {
    page.drawText(`${label}:`, { x: MARGIN + 10, y: rowY, size: 10, font: bold, color: NAVY });
    page.drawText(value, { x: MARGIN + 130, y: rowY, size: 10, font: regular, color: NAVY });
    rowY -= 15;
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
  for (const note of notes) {
    for (const line of wrap(note, regular, 8, width - 2 * MARGIN - 150)) {
      page.drawText(line, { x: MARGIN + 10, y: rowY, size: 8, font: regular, color: MUTED });
      rowY -= 10;
    }
  }

  // The QR code: vector squares, bottom right, with the address under it for a reader without a camera.
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const box = 110;
  const cell = box / (count + 8);
  const left = width - MARGIN - box;
  const bottom = 60;
  page.drawRectangle({ x: left, y: bottom, width: box, height: box, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: left + (col + 4) * cell,
        y: bottom + box - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
  const caption = 'Scan to check this certificate';
  page.drawText(caption, {
    x: left + (box - regular.widthOfTextAtSize(caption, 7)) / 2,
    y: bottom - 10,
    size: 7,
    font: regular,
    color: MUTED,
  });
  return doc.save({ useObjectStreams: false });
}
