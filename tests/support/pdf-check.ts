import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the standard tools make of a PDF the site wrote: qpdf's structural check, poppler's font list, text,
 * metadata and a rendering. For the certificate and invoice tests too. Needs the apt packages qpdf and
 * poppler-utils (.ci/run installs them).
 */
export type PdfFontRow = { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean };

export type CheckedPdf = {
  /** `qpdf --check` found no errors. */
  qpdfOk: boolean;
  qpdfOutput: string;
  fonts: PdfFontRow[];
  /** The file with its streams uncompressed by qpdf, as latin1 text: operators and objects to look for. */
  uncompressed: string;
  /** pdftotext's reading of all pages. */
  text: string;
  /** pdfinfo's fields, e.g. Title, Pages, Tagged. */
  info: Record<string, string>;
  /** Words with their boxes in points from the top-left of page 1.. */
  words: { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }[];
  /** Dark pixels in a region of a page rendered at `dpi` (gray, below 128), and the region's pixel count. */
  inkIn(
    page: number,
    box: { x: number; y: number; width: number; height: number },
    dpi?: number,
  ): {
    dark: number;
    pixels: number;
  };
  /** Removes the temporary file. */
  dispose(): void;
};

function run(command: string, args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

function parseFonts(output: string): PdfFontRow[] {
  const lines = output.split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    // name, type (may contain spaces), encoding, emb, sub, uni, object id, generation
    const match = line.match(/^(\S+)\s+(.+?)\s{2,}(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
    if (!match) throw new Error(`Unreadable pdffonts line: ${line}`);
    return {
      name: match[1],
      type: match[2],
      embedded: match[4] === 'yes',
      subset: match[5] === 'yes',
      unicode: match[6] === 'yes',
    };
  });
}

export function checkPdf(bytes: Uint8Array): CheckedPdf {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
  const file = path.join(dir, 'file.pdf');
  writeFileSync(file, bytes);
  const qpdf = run('qpdf', ['--check', file]);
  const fonts = run('pdffonts', [file]);
  if (!fonts.ok) throw new Error(`pdffonts failed: ${fonts.output}`);
  const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const plain = path.join(dir, 'plain.pdf');
  run('qpdf', ['--stream-data=uncompress', '--object-streams=disable', file, plain]);
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', ['-enc', 'UTF-8', file]).output.split('\n')) {
    const match = line.match(/^([^:]+):\s*(.*)$/);
    if (match) info[match[1].trim()] = match[2].trim();
  }
  const bbox = run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']).output;
  const words: CheckedPdf['words'] = [];
  let page = 0;
  for (const line of bbox.split('\n')) {
    if (line.includes('<page ')) page++;
    const match = line.match(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/,
    );
    if (match) {
      const decoded = match[5]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
      words.push({
        page,
        text: decoded,
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
      });
    }
  }
  return {
    qpdfOk: qpdf.ok && /No syntax or stream encoding errors found/.test(qpdf.output),
    qpdfOutput: qpdf.output,
    fonts: parseFonts(fonts.output),
    text: text.output,
    uncompressed: readFileSync(plain).toString('latin1'),
    info,
    words,
    inkIn(pageNumber, box, dpi = 144) {
      const scale = dpi / 72;
      const out = path.join(dir, `render-${pageNumber}`);
      // prettier-ignore
      execFileSync('pdftoppm', [
        '-f', String(pageNumber), '-l', String(pageNumber), '-r', String(dpi), '-gray', '-singlefile',
        '-x', String(Math.floor(box.x * scale)), '-y', String(Math.floor(box.y * scale)),
        '-W', String(Math.ceil(box.width * scale)), '-H', String(Math.ceil(box.height * scale)),
        file, out,
      ]);
      const pgm = readFileSync(`${out}.pgm`);
      // P5 header: magic, width, height, maxval, each followed by whitespace.
      const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
      if (!header) throw new Error('pdftoppm did not write a PGM');
      const pixels = Number(header[1]) * Number(header[2]);
      const data = pgm.subarray(header[0].length);
      let dark = 0;
      for (let i = 0; i < pixels; i++) if (data[i] < 128) dark++;
      return { dark, pixels };
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
