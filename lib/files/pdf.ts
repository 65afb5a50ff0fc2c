/**
 * A tiny PDF 1.4 writer for print files made here (business cards, brochure, flyer): pages of any size with
 * filled/stroked rectangles, lines and text in the two standard fonts every PDF reader has (Helvetica,
 * Helvetica-Bold), so no font is embedded and no dependency is needed. Coordinates are points from the page's
 * top-left corner; the writer flips them to PDF's bottom-left origin.
 */

export type PdfFont = 'regular' | 'bold';
export type PdfColor = string;

export const MM = 72 / 25.4;

/** Millimetres to points. */
export function mm(value: number): number {
  return value * MM;
}

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126, from the standard AFM files.
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/** WinAnsiEncoding code and width of the few non-ASCII characters the content uses. */
const EXTRA: Record<string, { code: number; regular: number; bold: number }> = {
  '\u2013': { code: 0x96, regular: 556, bold: 556 }, // en dash
  '\u2014': { code: 0x97, regular: 1000, bold: 1000 }, // em dash
  '\u2022': { code: 0x95, regular: 350, bold: 350 }, // bullet
  '\u2018': { code: 0x91, regular: 222, bold: 278 },
  '\u2019': { code: 0x92, regular: 222, bold: 278 },
  '\u201C': { code: 0x93, regular: 333, bold: 500 },
  '\u201D': { code: 0x94, regular: 333, bold: 500 },
  '\u00B7': { code: 0xb7, regular: 278, bold: 278 }, // middle dot
  '\u00A9': { code: 0xa9, regular: 737, bold: 737 },
  '\u00E9': { code: 0xe9, regular: 556, bold: 556 },
  '\u00A0': { code: 0x20, regular: 278, bold: 278 },
};

function charInfo(char: string, font: PdfFont): { code: number; width: number } {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 32 && code <= 126) {
    return { code, width: (font === 'bold' ? HELVETICA_BOLD : HELVETICA)[code - 32] };
  }
  const extra = EXTRA[char];
  if (extra) return { code: extra.code, width: extra[font] };
  return { code: 0x3f, width: font === 'bold' ? 611 : 556 }; // '?'
}

/** Width of `text` in points at `size`. */
export function measureText(text: string, size: number, font: PdfFont = 'regular'): number {
  let units = 0;
  for (const char of text) units += charInfo(char, font).width;
  return (units * size) / 1000;
}

/** Greedy word wrap to `width` points; words longer than a line are kept whole. */
export function wrapText(text: string, width: number, size: number, font: PdfFont = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measureText(candidate, size, font) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF literal string: WinAnsi bytes with (, ) and \ escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const { code } = charInfo(char, 'regular');
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

function rgb(color: PdfColor): string {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Invalid colour ${color}`);
  return [0, 2, 4].map((i) => (Number.parseInt(full.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
}

const n = (value: number) => Number(value.toFixed(2)).toString();

export type TextOptions = {
  size: number;
  font?: PdfFont;
  color?: PdfColor;
  align?: 'left' | 'center' | 'right';
};

export class PdfPage {
  readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Rectangle with its top-left corner at (x, y). */
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    style: { fill?: PdfColor; stroke?: PdfColor; lineWidth?: number },
  ): this {
    const parts = ['q'];
    if (style.fill) parts.push(`${rgb(style.fill)} rg`);
    if (style.stroke) parts.push(`${rgb(style.stroke)} RG`, `${n(style.lineWidth ?? 1)} w`);
    parts.push(`${n(x)} ${n(this.height - y - h)} ${n(w)} ${n(h)} re`);
    parts.push(style.fill && style.stroke ? 'B' : style.fill ? 'f' : 'S', 'Q');
    this.ops.push(parts.join('\n'));
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, color: PdfColor, lineWidth = 1): this {
    this.ops.push(
      [
        'q',
        `${rgb(color)} RG`,
        `${n(lineWidth)} w`,
        `${n(x1)} ${n(this.height - y1)} m`,
        `${n(x2)} ${n(this.height - y2)} l`,
        'S',
        'Q',
      ].join('\n'),
    );
    return this;
  }

  /** One line of text whose baseline is at y. */
  text(value: string, x: number, y: number, options: TextOptions): this {
    const font = options.font ?? 'regular';
    const width = measureText(value, options.size, font);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    this.ops.push(
      [
        'BT',
        `${rgb(options.color ?? '#000000')} rg`,
        `/${font === 'bold' ? 'F2' : 'F1'} ${n(options.size)} Tf`,
        `${n(left)} ${n(this.height - y)} Td`,
        `${pdfString(value)} Tj`,
        'ET',
      ].join('\n'),
    );
    return this;
  }

  /** Wrapped text from the first baseline y; returns the baseline after the last line. */
  paragraph(
    value: string,
    x: number,
    y: number,
    width: number,
    options: TextOptions & { lineHeight?: number },
  ): number {
    const lineHeight = options.lineHeight ?? options.size * 1.3;
    let baseline = y;
    for (const line of wrapText(value, width, options.size, options.font)) {
      this.text(line, x, baseline, options);
      baseline += lineHeight;
    }
    return baseline;
  }
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];

  constructor(readonly info: { title: string; author?: string; subject?: string } = { title: 'Document' }) {}

  addPage(width: number, height: number): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  /** The file's bytes: header, objects, cross-reference table, trailer and %%EOF. */
  toBytes(): Uint8Array {
    if (this.pages.length === 0) throw new Error('A PDF needs at least one page');
    const objects: string[] = [];
    const add = (body: string) => {
      objects.push(body);
      return objects.length;
    };
    const catalogId = add('');
    const pagesId = add('');
    const regularId = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const boldId = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const pageIds: number[] = [];
    for (const page of this.pages) {
      const stream = page.ops.join('\n');
      const contentId = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] ` +
            `/Resources << /Font << /F1 ${regularId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
        ),
      );
    }
    objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] =
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    const infoEntries = [
      `/Title ${pdfString(this.info.title)}`,
      this.info.author ? `/Author ${pdfString(this.info.author)}` : '',
      this.info.subject ? `/Subject ${pdfString(this.info.subject)}` : '',
      '/Producer (lib/files/pdf.ts)',
    ].filter(Boolean);
    const infoId = add(`<< ${infoEntries.join(' ')} >>`);

    // Every byte below 256: the string's length is its length in bytes (latin1).
    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(out.length);
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xrefOffset = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    return Uint8Array.from(out, (char) => char.charCodeAt(0));
  }
}
