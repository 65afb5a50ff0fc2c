import subsetFont from 'subset-font';

/**
 * The faces embedded in the PDFs the site makes (lib/files/pdf.ts), made by `npm run font:pdf` and committed.
 *
 * Inter is the site's own face, but Fontsource ships it as a variable font split by script. A PDF needs static
 * outlines, so each script file is pinned at the two weights the PDFs use (harfbuzz instancing, the same library
 * the web subset uses) and kept whole: a certificate may carry any learner's name, so nothing is cut to a guessed
 * alphabet. Inter has no Hebrew; Noto Sans Hebrew covers right-to-left names. Arabic is left out on purpose:
 * pdf-lib draws glyphs without their positioning tables, so joined Arabic script would print broken.
 * Text is drawn with the first face in this order that has each character.
 */
export type PdfWeight = 400 | 700;

export type PdfFontSource = {
  /** The file name under PDF_FONT_DIR, without the weight. */
  name: string;
  /** Fontsource's file, `{weight}` replaced by the weight for static files. */
  source: string;
  /** True for a variable file that has to be pinned at each weight. */
  variable: boolean;
};

export const PDF_FONT_DIR = 'assets/pdf-fonts';
export const PDF_WEIGHTS: readonly PdfWeight[] = [400, 700];

export const PDF_FONT_SOURCES: readonly PdfFontSource[] = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
].map((subset) => ({
  name: `inter-${subset}`,
  source: `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
  variable: true,
}));

export const PDF_FALLBACK_SOURCES: readonly PdfFontSource[] = [
  {
    name: 'noto-sans-hebrew',
    source: 'node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-{weight}-normal.woff',
    variable: false,
  },
];

/** Every face in fallback order. */
export const PDF_FONTS: readonly PdfFontSource[] = [...PDF_FONT_SOURCES, ...PDF_FALLBACK_SOURCES];

export function pdfFontFile(font: PdfFontSource, weight: PdfWeight): string {
  return `${PDF_FONT_DIR}/${font.name}-${weight}.ttf`;
}

export function pdfFontSourceFile(font: PdfFontSource, weight: PdfWeight): string {
  return font.source.replace('{weight}', String(weight));
}

/**
 * Layout features kept: composing accents and local forms only. pdf-lib draws each glyph at its advance width and
 * ignores positioning (kerning, mark placement), so those tables would only cost time: Inter's contextual
 * alternates made laying out a brochure take seconds in fontkit.
 */
export const PDF_FONT_FEATURES = ['ccmp', 'locl'];

/** A static TrueType face of `source` at `weight`, keeping every character the source has. */
export function makePdfFont(
  source: Buffer,
  characters: readonly number[],
  font: PdfFontSource,
  weight: PdfWeight,
): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...characters), {
    targetFormat: 'sfnt',
    keepFeatures: PDF_FONT_FEATURES,
    ...(font.variable ? { variationAxes: { wght: weight } } : {}),
  });
}
