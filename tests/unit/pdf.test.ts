import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { A4, createPdf, mm } from '@/lib/files/pdf';
import fontkit from '@pdf-lib/fontkit';
import { makePdfFont, PDF_FONTS, PDF_WEIGHTS, pdfFontFile, pdfFontSourceFile } from '@/lib/rules/pdf-fonts';
import { checkPdf } from '@/tests/support/pdf-check';

const NAME = "Zoë O'Brien-Nguyễn";
const HEBREW = 'שלום עולם';

// A 2 x 2 black-and-white PNG (IHDR, one IDAT, IEND).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAEklEQVR4nGNgYPjPwMDAxMAAAAcOAQG3Z1x3AAAAAElFTkSuQmCC',
  'base64',
);

// Each file is checked by qpdf and poppler in child processes, on a shared two-core machine.
describe('PDF documents (lib/files/pdf.ts)', { timeout: 30_000 }, () => {
  it('pass qpdf, embed subset fonts with Unicode maps, carry a Unicode title and a structure tree', async () => {
    const doc = await createPdf({
      title: `Certificate – ${NAME}`,
      author: 'Ridgeline Safety Training',
      subject: 'Statement of attainment',
      created: new Date('2026-01-02T03:04:05Z'),
    });
    const page = doc.addPage(A4.landscape);
    page.rect(0, 0, page.width, mm(20), { fill: '#0b2545' });
    page.heading('Certificate of Attainment', mm(15), mm(40), mm(260), { size: 28, color: '#0b2545' });
    page.text(NAME, mm(15), mm(60), { size: 24, font: 'bold' });
    const image = doc.png(PNG);
    page.image(image, mm(250), mm(150), mm(30), mm(30), { alt: 'QR code to verify this certificate' });
    const bytes = await doc.save();
    const pdf = checkPdf(bytes);
    try {
      expect(pdf.qpdfOk, pdf.qpdfOutput).toBe(true);
      expect(pdf.fonts.length).toBeGreaterThan(0);
      for (const font of pdf.fonts) {
        expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
        expect(font.name).toMatch(/^[A-Z]{6}\+Inter-(Regular|Bold)$/);
      }
      expect(pdf.info.Title).toBe(`Certificate – ${NAME}`);
      expect(pdf.info.Author).toBe('Ridgeline Safety Training');
      expect(pdf.info.Tagged).toBe('yes');
      expect(pdf.info['Page size']).toMatch(/^841\.89 x 595\.27\d* pts \(A4\)/);
      expect(pdf.text).toContain(NAME);
      expect(pdf.text).toContain('Certificate of Attainment');
      const raw = pdf.uncompressed;
      expect(raw).toMatch(/\/S \/H1/);
      expect(raw).toMatch(/\/S \/Figure/);
      expect(raw).toMatch(/\/Lang \(en-AU\)/);
      expect(raw).toMatch(/\/Artifact BMC/);
      expect(raw).toMatch(/\/H1 <<\s*\/MCID 0\s*>> BDC/);
      expect(raw).toMatch(/\/P <<\s*\/MCID 1\s*>> BDC/);
    } finally {
      pdf.dispose();
    }
  });

  it('render an accented, apostrophed, Vietnamese name and right-to-left Hebrew as ink where the words are', async () => {
    const doc = await createPdf({ title: NAME });
    const page = doc.addPage(A4.portrait);
    page.text(NAME, mm(20), mm(30), { size: 20 });
    page.text(`${HEBREW} (שם)`, mm(20), mm(50), { size: 20 });
    const pdf = checkPdf(await doc.save());
    try {
      expect(pdf.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toContain(
        'NotoSansHebrew-Regular',
      );
      for (const word of ['Zoë', "O'Brien-Nguyễn"]) {
        const box = pdf.words.find((candidate) => candidate.text === word);
        expect(box, word).toBeDefined();
        if (!box) continue;
        const ink = pdf.inkIn(1, {
          x: box.xMin,
          y: box.yMin,
          width: box.xMax - box.xMin,
          height: box.yMax - box.yMin,
        });
        // Glyphs cover part of their box; a missing glyph, a blank or a '?' would not reach this for a name.
        expect(ink.dark / ink.pixels, word).toBeGreaterThan(0.08);
        expect(ink.dark / ink.pixels, word).toBeLessThan(0.6);
      }
      // Outside the text the page stays white.
      expect(pdf.inkIn(1, { x: mm(20), y: mm(70), width: mm(100), height: mm(40) }).dark).toBe(0);
      // Right to left: the first word read (שלום) is drawn to the right of the second (עולם).
      const hebrew = pdf.words.filter((word) => /[\u0590-\u05ff]/.test(word.text));
      const first = hebrew.find((word) => [...word.text].sort().join('') === [...'שלום'].sort().join(''));
      const second = hebrew.find((word) => [...word.text].sort().join('') === [...'עולם'].sort().join(''));
      expect(first && second && first.xMin > second.xMax).toBe(true);
    } finally {
      pdf.dispose();
    }
  });

  it('draws each character with a face that has it, and measures what it draws', async () => {
    const doc = await createPdf({ title: 'Faces' });
    for (const text of [NAME, 'Иван Петров', 'Γιώργος', HEBREW, 'Ngô Bảo Châu']) {
      for (const run of doc.layout(text, 12)) {
        for (const char of run.text) {
          if (char === ' ') continue;
          expect(run.face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), `${text}: ${char}`).toBe(true);
        }
      }
    }
    expect(doc.measureText('Hi', 10, 'bold')).toBeGreaterThan(doc.measureText('Hi', 10));
    const lines = doc.wrapText('one two three four five six seven', 50, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(doc.measureText(line, 10)).toBeLessThanOrEqual(50);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    // A word wider than the line is broken rather than drawn past the edge.
    for (const line of doc.wrapText('Supercalifragilisticexpialidocious', 40, 10)) {
      expect(doc.measureText(line, 10)).toBeLessThanOrEqual(40);
    }
  });

  it('lays out table rows that wrap inside their columns, on pages in both orientations', async () => {
    const doc = await createPdf({ title: 'Table' });
    const page = doc.addPage(A4.portrait);
    const cells = (a: string, b: string) => [
      { text: a, x: mm(15), width: mm(40) },
      { text: b, x: mm(60), width: mm(40), align: 'right' as const },
    ];
    let y = page.tableRow(mm(20), cells('Unit', 'Amount'), { size: 10, header: true, fill: '#f1f5f9' });
    const single = y - mm(20);
    const before = y;
    y = page.tableRow(y, cells('A description long enough to wrap onto a second line', '$1,234.00'), {
      size: 10,
      rule: '#cbd5e1',
    });
    expect(y - before).toBeGreaterThan(single);
    doc.addPage(A4.landscape).text('Landscape', mm(10), mm(10), { size: 10 });
    const bytes = await doc.save();
    const pdf = checkPdf(bytes);
    try {
      expect(pdf.qpdfOk).toBe(true);
      expect(pdf.info.Pages).toBe('2');
      const raw = pdf.uncompressed;
      expect(raw).toMatch(/\/S \/Table/);
      expect(raw).toMatch(/\/S \/TH/);
      expect(raw).toMatch(/\/S \/TD/);
      expect(pdf.text).toContain('$1,234.00');
    } finally {
      pdf.dispose();
    }
  });

  it('refuses what it cannot draw: no pages, a non-PNG image, a bad colour', async () => {
    const doc = await createPdf({ title: 'Empty' });
    await expect(doc.save()).rejects.toThrow();
    expect(() => doc.png(Buffer.from('GIF89a'))).toThrow('Not a PNG image');
    expect(() => doc.addPage(A4.portrait).rect(0, 0, 1, 1, { fill: 'red' })).toThrow('Invalid colour');
  });

  it('ships the faces `npm run font:pdf` makes, at both weights', async () => {
    // One remade here in full (each takes harfbuzz a while); the rest must at least be there.
    const latin = PDF_FONTS[0];
    const source = readFileSync(pdfFontSourceFile(latin, 700));
    const made = await makePdfFont(source, fontkit.create(source).characterSet, latin, 700);
    expect(made.equals(readFileSync(pdfFontFile(latin, 700)))).toBe(true);
    for (const font of PDF_FONTS) {
      for (const weight of PDF_WEIGHTS)
        expect(readFileSync(pdfFontFile(font, weight)).length).toBeGreaterThan(5000);
    }
  });
});
