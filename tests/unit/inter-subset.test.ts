import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  INTER_SOURCE_FILE,
  INTER_SUBSET_FILE,
  INTER_SUBSET_TEXT,
  INTER_WEIGHTS,
  subsetInter,
} from '@/lib/rules/inter-subset';

/** The text sources of what the site shows: pages, components, catalogue content and the seeded database. */
const TEXT_FOLDERS = ['app', 'components', 'content', 'lib', 'supabase'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|sql)$/.test(entry.name) ? [full] : [];
  });
}

const siteFiles = TEXT_FOLDERS.flatMap(sourceFiles);

describe('the Inter subset the site ships', () => {
  it('is what `npm run font:subset` makes from Fontsource today (run it after changing lib/rules/inter-subset.ts)', async () => {
    const made = await subsetInter(readFileSync(INTER_SOURCE_FILE));
    expect(made.equals(readFileSync(INTER_SUBSET_FILE))).toBe(true);
  });

  it('is the file app/fonts.ts loads, with the weight range it was cut to', () => {
    const fonts = readFileSync('app/fonts.ts', 'utf8');
    expect(fonts).toContain(`src: '../${INTER_SUBSET_FILE}'`);
    expect(fonts).toContain(`weight: '${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}'`);
  });

  it('has a glyph for every character the site writes', () => {
    const covered = new Set(INTER_SUBSET_TEXT);
    const missing = new Map<string, string>();
    for (const file of siteFiles) {
      for (const character of readFileSync(file, 'utf8')) {
        const printable = character >= ' ' || character === '\u00a0';
        if (printable && !covered.has(character) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('covers every weight the site sets (no font-thin, font-light or font-black outside the cut)', () => {
    const weightClass = /\bfont-(thin|extralight|light|black)\b/;
    const outside = siteFiles.filter((file) => weightClass.test(readFileSync(file, 'utf8')));
    expect(outside).toEqual([]);
  });
});
