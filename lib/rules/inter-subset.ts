import subsetFont from 'subset-font';

/**
 * Inter as the site ships it: a subset of @fontsource-variable/inter's Latin file, made by `npm run font:subset`
 * and committed (next/font/local needs a literal path). Fontsource's file is 48 KB; this one is about 23 KB. The
 * font is preloaded with `font-display: optional`, so on a slow phone a smaller file is the difference between
 * the first visit seeing Inter and seeing the fallback.
 */
export const INTER_SOURCE_FILE =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const INTER_SUBSET_FILE = 'assets/inter-latin-400-800.woff2';

/** The weights the site's classes use: font-normal (400) to font-extrabold (800). */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * Kerning, tabular figures (prices, times), case-sensitive punctuation and the mark features for accents.
 * Inter's stylistic sets and contextual alternates are most of its layout tables and the site uses none.
 */
export const INTER_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

function codePointRange(first: number, last: number): string {
  return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));
}

/**
 * Printable ASCII, Latin-1 (accented names in reviews and bookings), general punctuation (dashes, curly quotes,
 * ellipsis, bullets) and the few symbols Fontsource's Latin file also covers. A glyph outside this falls back to
 * the system font for that character only.
 */
export const INTER_SUBSET_TEXT =
  codePointRange(0x20, 0x7e) +
  codePointRange(0xa0, 0xff) +
  codePointRange(0x2010, 0x2027) +
  codePointRange(0x2030, 0x203a) +
  '\u20ac\u2122\u2190\u2191\u2192\u2193\u2212';

export function subsetInter(source: Buffer): Promise<Buffer> {
  return subsetFont(source, INTER_SUBSET_TEXT, {
    targetFormat: 'woff2',
    keepFeatures: INTER_FEATURES,
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max, default: INTER_WEIGHTS.min } },
  });
}
