import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import {
  PDFArray,
  PDFDocument as PdfLibDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type PDFRef,
  rgb as pdfRgb,
} from 'pdf-lib';
import { PDF_FONTS, PDF_WEIGHTS, pdfFontFile, type PdfWeight } from '@/lib/rules/pdf-fonts';

/**
 * The one place the site's PDFs are drawn (business cards, brochure, flyer, certificates, tax invoices), on
 * pdf-lib with Inter embedded (lib/rules/pdf-fonts.ts) so any name prints: accents, Vietnamese, Cyrillic, Greek
 * and right-to-left Hebrew, reordered by the Unicode bidi algorithm. Titles and metadata are Unicode, and every
 * file is tagged (a structure tree of headings, paragraphs, tables and figures, decoration marked as artifacts)
 * so a screen reader reads it in order.
 *
 * Use: `const doc = await createPdf({ title })`, `const page = doc.addPage(A4.portrait)`, draw with coordinates in
 * points from the page's TOP-LEFT corner (y is a text baseline), then `await doc.save()`. Drawing is recorded and
 * written on save, so a face is embedded only when a character needs it.
 */

export type PdfFont = 'regular' | 'bold';
export type PdfColor = string;

export const MM = 72 / 25.4;

/** Millimetres to points. */
export function mm(value: number): number {
  return value * MM;
}

/** Page sizes in points, [width, height]. */
export const A4 = {
  portrait: [mm(210), mm(297)] as const,
  landscape: [mm(297), mm(210)] as const,
};

const WEIGHT: Record<PdfFont, PdfWeight> = { regular: 400, bold: 700 };

type Face = {
  key: string;
  bytes: Uint8Array;
  font: fontkit.Font;
};

type Faces = Record<PdfWeight, Face[]>;

let facesPromise: Promise<Faces> | undefined;

/** The committed faces, read once per process. */
function loadFaces(): Promise<Faces> {
  facesPromise ??= (async () => {
    const faces = {} as Faces;
    for (const weight of PDF_WEIGHTS) {
      faces[weight] = await Promise.all(
        PDF_FONTS.map(async (source) => {
          const file = pdfFontFile(source, weight);
          const bytes = new Uint8Array(await readFile(path.join(process.cwd(), file)));
          return { key: `${source.name}-${weight}`, bytes, font: fontkit.create(bytes) as fontkit.Font };
        }),
      );
    }
    return faces;
  })();
  facesPromise.catch(() => {
    facesPromise = undefined;
  });
  return facesPromise;
}

const bidi = bidiFactory();

/**
 * The embedded font's name: a subset is named TAG+PostScriptName with six capitals (PDF 32000 9.9.2), the tag
 * made from the face so the same document comes out byte for byte the same.
 */
function subsetName(face: Face): string {
  let hash = 0;
  for (const char of face.key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + i * 7;
  }
  const family = (face.font.familyName ?? 'Font').replace(/[^A-Za-z0-9]/g, '');
  return `${tag}+${family}-${face.key.endsWith('-700') ? 'Bold' : 'Regular'}`;
}

/** A stretch of one line drawn in one face; `text` is what the face lays out (left to right once laid out). */
type Run = { face: Face; text: string; width: number };

function isStrong(codePoint: number): boolean {
  const type = bidi.getBidiCharTypeName(String.fromCodePoint(codePoint));
  return type === 'L' || type === 'R' || type === 'AL';
}

function advance(face: Face, text: string, size: number): number {
  const { glyphs } = face.font.layout(text);
  let units = 0;
  for (const glyph of glyphs) units += glyph.advanceWidth;
  return (units * size) / face.font.unitsPerEm;
}

/** Control characters draw as boxes; line breaks are the caller's business (paragraph splits on them). */
function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '');
}

/**
 * One line of text as runs in visual order (left to right): the bidi algorithm orders right-to-left stretches,
 * mirrors brackets inside them, and each character takes the first face that has it (spaces and punctuation stay
 * in the face around them).
 */
function layoutLine(faces: Face[], raw: string, size: number): Run[] {
  const text = clean(raw);
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(text, embedding)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }

  // Visual sequence of code points with their direction; a reversed surrogate pair is put back together.
  const cells: { char: string; codePoint: number; rtl: boolean }[] = [];
  for (let i = 0; i < order.length; i++) {
    const index = order[i];
    const unit = text.charCodeAt(index);
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      const high = order[i + 1];
      if (high === index - 1) {
        const char = text.slice(high, index + 1);
        cells.push({ char, codePoint: char.codePointAt(0) ?? 0, rtl: embedding.levels[index] % 2 === 1 });
        i++;
      }
      continue;
    }
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const char = text.slice(index, index + 2);
      cells.push({ char, codePoint: char.codePointAt(0) ?? 0, rtl: embedding.levels[index] % 2 === 1 });
      i++;
      continue;
    }
    const char = mirrored.get(index) ?? text[index];
    cells.push({ char, codePoint: char.codePointAt(0) ?? 0, rtl: embedding.levels[index] % 2 === 1 });
  }

  const runs: { face: Face; rtl: boolean; chars: string[] }[] = [];
  for (const cell of cells) {
    const last = runs.at(-1);
    const keep =
      last &&
      last.rtl === cell.rtl &&
      !isStrong(cell.codePoint) &&
      last.face.font.hasGlyphForCodePoint(cell.codePoint);
    const face = keep
      ? last.face
      : (faces.find((candidate) => candidate.font.hasGlyphForCodePoint(cell.codePoint)) ?? faces[0]);
    if (last && last.face === face && last.rtl === cell.rtl) last.chars.push(cell.char);
    else runs.push({ face, rtl: cell.rtl, chars: [cell.char] });
  }

  return runs.map(({ face, rtl, chars }) => {
    // The shaper lays out a right-to-left script itself (reversing it), so it gets logical order; a stretch of
    // neutrals it would keep left to right is given in visual order.
    const visual = chars.join('');
    const logical = [...chars].reverse().join('');
    const text = rtl && face.font.layout(logical).direction === 'rtl' ? logical : visual;
    return { face, text, width: advance(face, text, size) };
  });
}

function widthOf(runs: Run[]): number {
  return runs.reduce((sum, run) => sum + run.width, 0);
}

function hex(color: PdfColor) {
  const value = color.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Invalid colour ${color}`);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  return pdfRgb(r, g, b);
}

/** Structure tags the pages use; decoration is an artifact and has none. */
export type PdfTag = 'P' | 'H1' | 'H2' | 'H3' | 'Figure' | 'Table' | 'TR' | 'TH' | 'TD' | 'Caption';

type StructNode = { tag: PdfTag; mcids: number[]; children: StructNode[]; alt?: string };

type Render = {
  page: PDFPage;
  font(face: Face): PDFFont;
  image(handle: PdfImage): PDFImage;
};

export type TextOptions = {
  size: number;
  font?: PdfFont;
  color?: PdfColor;
  align?: 'left' | 'center' | 'right';
  /** Structure tag; defaults to a paragraph. `artifact` is for text that repeats decoration (a page number). */
  tag?: PdfTag | 'artifact';
};

export type ParagraphOptions = TextOptions & { lineHeight?: number };

export type TableCell = {
  text: string;
  /** Left edge in points. */
  x: number;
  /** Column width in points; the text wraps inside it. */
  width: number;
  align?: 'left' | 'right' | 'center';
  font?: PdfFont;
  color?: PdfColor;
  size?: number;
};

export type TableRowOptions = {
  size: number;
  color?: PdfColor;
  font?: PdfFont;
  lineHeight?: number;
  /** A header row: cells are tagged TH. */
  header?: boolean;
  /** Fill behind the row. */
  fill?: PdfColor;
  /** Rule under the row. */
  rule?: PdfColor;
  /** Space above the first baseline and below the last line, in points. */
  padding?: number;
};

/** An image registered with the document, drawn with `page.image`. */
export type PdfImage = { readonly id: number; readonly width: number; readonly height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export class PdfPage {
  private readonly ops: ((render: Render) => void)[] = [];
  /** What the drawing needs embedded. */
  readonly faces = new Set<Face>();
  readonly images = new Set<number>();
  private readonly nodes: StructNode[] = [];
  private nextMcid = 0;
  private openTable: StructNode | undefined;

  constructor(
    private readonly doc: PdfDocument,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Recorded drawing, replayed by PdfDocument.save. */
  render(target: Render): void {
    for (const op of this.ops) op(target);
  }

  structure(): readonly StructNode[] {
    return this.nodes;
  }

  private marked(tag: string, mcid: number | undefined, draw: (render: Render) => void) {
    this.ops.push((render) => {
      const props =
        mcid === undefined
          ? [PDFName.of('Artifact')]
          : // A properties dictionary is a valid operand (PDF 32000 14.6.2); pdf-lib's type leaves it out.
            [PDFName.of(tag), render.page.doc.context.obj({ MCID: mcid }) as unknown as PDFName];
      render.page.pushOperators(
        PDFOperator.of(
          mcid === undefined
            ? PDFOperatorNames.BeginMarkedContent
            : PDFOperatorNames.BeginMarkedContentSequence,
          props,
        ),
      );
      draw(render);
      render.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    });
  }

  private node(tag: PdfTag, alt?: string): StructNode {
    const node: StructNode = { tag, mcids: [], children: [], alt };
    if (tag === 'TR') {
      if (!this.openTable) {
        this.openTable = { tag: 'Table', mcids: [], children: [] };
        this.nodes.push(this.openTable);
      }
      this.openTable.children.push(node);
    } else {
      this.openTable = undefined;
      this.nodes.push(node);
    }
    return node;
  }

  /** Decoration: a rectangle with its top-left corner at (x, y). */
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    style: { fill?: PdfColor; stroke?: PdfColor; lineWidth?: number },
  ): this {
    // Colours are checked now, where the caller's mistake is, not on save.
    const fill = style.fill ? hex(style.fill) : undefined;
    const stroke = style.stroke ? hex(style.stroke) : undefined;
    this.marked('Artifact', undefined, ({ page }) =>
      page.drawRectangle({
        x,
        y: this.height - y - h,
        width: w,
        height: h,
        color: fill,
        borderColor: stroke,
        borderWidth: style.stroke ? (style.lineWidth ?? 1) : 0,
      }),
    );
    return this;
  }

  /** Decoration: a straight line. */
  line(x1: number, y1: number, x2: number, y2: number, color: PdfColor, lineWidth = 1): this {
    const stroke = hex(color);
    this.marked('Artifact', undefined, ({ page }) =>
      page.drawLine({
        start: { x: x1, y: this.height - y1 },
        end: { x: x2, y: this.height - y2 },
        color: stroke,
        thickness: lineWidth,
      }),
    );
    return this;
  }

  /** Draws one laid-out line; returns nothing, the caller tags it. */
  private drawRuns(
    runs: Run[],
    x: number,
    y: number,
    options: TextOptions,
    mcid: number | undefined,
    tag: string,
  ) {
    const width = widthOf(runs);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const color = hex(options.color ?? '#000000');
    for (const run of runs) this.faces.add(run.face);
    this.marked(tag, mcid, (render) => {
      let cursor = left;
      for (const run of runs) {
        render.page.drawText(run.text, {
          x: cursor,
          y: this.height - y,
          size: options.size,
          font: render.font(run.face),
          color,
        });
        cursor += run.width;
      }
    });
  }

  private tagged(options: TextOptions, node?: StructNode): { mcid: number | undefined; tag: string } {
    if (options.tag === 'artifact') return { mcid: undefined, tag: 'Artifact' };
    const target = node ?? this.node(options.tag ?? 'P');
    const mcid = this.nextMcid++;
    target.mcids.push(mcid);
    return { mcid, tag: target.tag };
  }

  /** One line of text whose baseline is at y (no wrapping: use paragraph for that). */
  text(value: string, x: number, y: number, options: TextOptions): this {
    const runs = this.doc.layout(value, options.size, options.font);
    if (runs.length === 0) return this;
    const { mcid, tag } = this.tagged(options);
    this.drawRuns(runs, x, y, options, mcid, tag);
    return this;
  }

  /** Text wrapped to `width` from the first baseline y, one structure element; returns the next line's baseline. */
  paragraph(value: string, x: number, y: number, width: number, options: ParagraphOptions): number {
    const lineHeight = options.lineHeight ?? options.size * 1.3;
    const node = options.tag === 'artifact' ? undefined : this.node(options.tag ?? 'P');
    const anchor = options.align === 'center' ? x + width / 2 : options.align === 'right' ? x + width : x;
    let baseline = y;
    for (const line of this.doc.wrapText(value, width, options.size, options.font)) {
      const runs = this.doc.layout(line, options.size, options.font);
      if (runs.length > 0) {
        const { mcid, tag } = this.tagged(options, node);
        this.drawRuns(runs, anchor, baseline, options, mcid, tag);
      }
      baseline += lineHeight;
    }
    return baseline;
  }

  /** A heading (bold by default) wrapped to `width`; returns the baseline after it. */
  heading(
    value: string,
    x: number,
    y: number,
    width: number,
    options: Omit<ParagraphOptions, 'tag'> & { level?: 1 | 2 | 3 },
  ): number {
    return this.paragraph(value, x, y, width, {
      font: 'bold',
      ...options,
      tag: `H${options.level ?? 1}` as PdfTag,
    });
  }

  /**
   * One table row whose first baseline is at y plus padding: each cell wraps inside its column. Consecutive rows
   * on a page form one table in the structure. Returns the y below the row (where the next row starts).
   */
  tableRow(y: number, cells: readonly TableCell[], options: TableRowOptions): number {
    const lineHeight = options.lineHeight ?? options.size * 1.3;
    const padding = options.padding ?? options.size * 0.5;
    const laidOut = cells.map((cell) => {
      const size = cell.size ?? options.size;
      const font = cell.font ?? options.font;
      return { cell, size, font, lines: this.doc.wrapText(cell.text, cell.width, size, font) };
    });
    const lines = Math.max(1, ...laidOut.map((entry) => entry.lines.length));
    const height = padding * 2 + (lines - 1) * lineHeight + options.size;
    if (options.fill)
      this.rect(cells[0]?.x ?? 0, y, this.rowRight(cells) - (cells[0]?.x ?? 0), height, {
        fill: options.fill,
      });
    const row = this.node('TR');
    for (const { cell, size, font, lines: cellLines } of laidOut) {
      const node: StructNode = { tag: options.header ? 'TH' : 'TD', mcids: [], children: [] };
      row.children.push(node);
      const anchor =
        cell.align === 'right'
          ? cell.x + cell.width
          : cell.align === 'center'
            ? cell.x + cell.width / 2
            : cell.x;
      cellLines.forEach((line, index) => {
        const runs = this.doc.layout(line, size, font);
        if (runs.length === 0) return;
        const { mcid, tag } = this.tagged({ size }, node);
        this.drawRuns(
          runs,
          anchor,
          y + padding + size * 0.8 + index * lineHeight,
          { size, font, color: cell.color ?? options.color, align: cell.align },
          mcid,
          tag,
        );
      });
    }
    if (options.rule)
      this.line(cells[0]?.x ?? 0, y + height, this.rowRight(cells), y + height, options.rule, 0.5);
    return y + height;
  }

  private rowRight(cells: readonly TableCell[]): number {
    return Math.max(0, ...cells.map((cell) => cell.x + cell.width));
  }

  /** An image with its top-left corner at (x, y); with `alt` it is a figure, without it decoration. */
  image(
    image: PdfImage,
    x: number,
    y: number,
    width: number,
    height: number,
    options: { alt?: string } = {},
  ): this {
    let mcid: number | undefined;
    if (options.alt) {
      const node = this.node('Figure', options.alt);
      mcid = this.nextMcid++;
      node.mcids.push(mcid);
    }
    this.images.add(image.id);
    this.marked('Figure', mcid, (render) =>
      render.page.drawImage(render.image(image), { x, y: this.height - y - height, width, height }),
    );
    return this;
  }
}

export type PdfInfo = {
  title: string;
  /**
   * Faces tried after the site's own (Inter, Noto Sans Hebrew) for characters they lack, a file per weight
   * relative to the project: the certificate adds DejaVu Sans so a name in a script Inter lacks still prints.
   */
  fallbackFaces?: readonly Readonly<Record<PdfWeight, string>>[];
  author?: string;
  subject?: string;
  keywords?: readonly string[];
  /** BCP 47 language of the text; Australian English unless told. */
  language?: string;
  /** Creation date written in the file; now unless told (tests pass one to compare bytes). */
  created?: Date;
};

export class PdfDocument {
  readonly pages: PdfPage[] = [];
  private readonly images: Uint8Array[] = [];

  constructor(
    readonly info: PdfInfo,
    private readonly faces: Faces,
  ) {}

  addPage(size: readonly [number, number]): PdfPage {
    const page = new PdfPage(this, size[0], size[1]);
    this.pages.push(page);
    return page;
  }

  /** Registers a PNG (a QR code, a logo); throws on anything that is not one. */
  png(bytes: Uint8Array): PdfImage {
    if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
      throw new Error('Not a PNG image');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.images.push(bytes);
    return { id: this.images.length - 1, width: view.getUint32(16), height: view.getUint32(20) };
  }

  /** Runs of one line in visual order. */
  layout(text: string, size: number, font: PdfFont = 'regular'): Run[] {
    return layoutLine(this.faces[WEIGHT[font]], text, size);
  }

  /** Width of one line of `text` in points at `size`. */
  measureText(text: string, size: number, font: PdfFont = 'regular'): number {
    return widthOf(this.layout(text, size, font));
  }

  /** Greedy word wrap to `width` points on spaces and line breaks; a word wider than a line is broken. */
  wrapText(text: string, width: number, size: number, font: PdfFont = 'regular'): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measureText(candidate, size, font) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (this.measureText(rest, size, font) > width) {
          let cut = 1;
          const chars = [...rest];
          while (
            cut < chars.length &&
            this.measureText(chars.slice(0, cut + 1).join(''), size, font) <= width
          )
            cut++;
          lines.push(chars.slice(0, cut).join(''));
          rest = chars.slice(cut).join('');
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** The file's bytes. */
  async save(): Promise<Uint8Array> {
    if (this.pages.length === 0) throw new Error('A PDF needs at least one page');
    const pdf = await PdfLibDocument.create({ updateMetadata: false });
    pdf.registerFontkit(fontkit);
    const created = this.info.created ?? new Date();
    pdf.setTitle(this.info.title, { showInWindowTitleBar: true });
    if (this.info.author) pdf.setAuthor(this.info.author);
    if (this.info.subject) pdf.setSubject(this.info.subject);
    if (this.info.keywords?.length) pdf.setKeywords([...this.info.keywords]);
    pdf.setCreator(this.info.author ?? 'Website');
    pdf.setProducer('pdf-lib (lib/files/pdf.ts)');
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
    pdf.setLanguage(this.info.language ?? 'en-AU');

    // Only the faces and images the pages use are embedded.
    const fonts = new Map<string, PDFFont>();
    const embedded = new Map<number, PDFImage>();
    for (const page of this.pages) {
      for (const face of page.faces)
        if (!fonts.has(face.key))
          fonts.set(
            face.key,
            await pdf.embedFont(face.bytes, { subset: true, customName: subsetName(face) }),
          );
      for (const id of page.images)
        if (!embedded.has(id)) embedded.set(id, await pdf.embedPng(this.images[id]));
    }

    const context = pdf.context;
    const rootRef = context.nextRef();
    const documentRef = context.nextRef();
    const documentKids: PDFRef[] = [];
    const parentTree: (PDFNumber | PDFArray)[] = [];

    this.pages.forEach((page, pageIndex) => {
      const target = pdf.addPage([page.width, page.height]);
      page.render({
        page: target,
        font: (face) => fonts.get(face.key) as PDFFont,
        image: (handle) => embedded.get(handle.id) as PDFImage,
      });
      target.node.set(PDFName.of('StructParents'), PDFNumber.of(pageIndex));
      target.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      const byMcid: PDFRef[] = [];
      const build = (node: StructNode, parent: PDFRef): PDFRef => {
        const ref = context.nextRef();
        const kids: (PDFRef | number)[] = [...node.mcids];
        for (const mcid of node.mcids) byMcid[mcid] = ref;
        for (const child of node.children) kids.push(build(child, ref));
        const dict = context.obj({
          Type: 'StructElem',
          S: node.tag,
          P: parent,
          Pg: target.ref,
          K: kids.length === 1 ? kids[0] : kids,
        });
        if (node.alt) dict.set(PDFName.of('Alt'), PDFHexString.fromText(node.alt));
        context.assign(ref, dict);
        return ref;
      };
      for (const node of page.structure()) documentKids.push(build(node, documentRef));
      parentTree.push(PDFNumber.of(pageIndex), context.obj(byMcid));
    });

    context.assign(
      documentRef,
      context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: documentKids }),
    );
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: context.obj({ Nums: parentTree }),
        ParentTreeNextKey: this.pages.length,
      }),
    );
    pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    return pdf.save({ useObjectStreams: false });
  }
}

const extraFaces = new Map<string, Promise<Face>>();

/** A fallback face file, read once per process. */
function loadExtraFace(file: string, weight: PdfWeight): Promise<Face> {
  let face = extraFaces.get(file);
  if (!face) {
    face = readFile(path.join(process.cwd(), file)).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      return { key: `${path.basename(file)}-${weight}`, bytes, font: fontkit.create(bytes) as fontkit.Font };
    });
    face.catch(() => extraFaces.delete(file));
    extraFaces.set(file, face);
  }
  return face;
}

/** A new document with the embedded faces loaded (once per process), and its fallback faces after them. */
export async function createPdf(info: PdfInfo): Promise<PdfDocument> {
  const faces = await loadFaces();
  if (!info.fallbackFaces?.length) return new PdfDocument(info, faces);
  const withFallbacks = {} as Faces;
  for (const weight of PDF_WEIGHTS)
    withFallbacks[weight] = [
      ...faces[weight],
      ...(await Promise.all(info.fallbackFaces.map((files) => loadExtraFace(files[weight], weight)))),
    ];
  return new PdfDocument(info, withFallbacks);
}
