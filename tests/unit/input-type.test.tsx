import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Input } from '@/components/ui/input';

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The JSX opening tags `<input ...>` in a source, braces balanced. */
function inputTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<input\b/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

// HTML_CodeSniffer reads an autocomplete token on an input without a type attribute as invalid.
describe('every text input says type="text"', () => {
  it('the Input component writes type="text" when none is given, and keeps a given type', () => {
    expect(renderToStaticMarkup(<Input autoComplete="given-name" name="n" />)).toContain('type="text"');
    expect(renderToStaticMarkup(<Input type="email" name="e" />)).toContain('type="email"');
  });

  it('no plain <input> in app/ or components/ leaves its type out', () => {
    const missing = [...tsxFiles('app'), ...tsxFiles('components')].flatMap((file) =>
      inputTags(readFileSync(file, 'utf8'))
        .filter((tag) => !/\btype=/.test(tag))
        .map((tag) => `${file}: ${tag.slice(0, 60)}`),
    );
    expect(missing).toEqual([]);
  });
});
