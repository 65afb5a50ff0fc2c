import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetEnvCache } from '@/lib/env';
import { classConflict } from '@/lib/rules/class-names/conflict';
import { cn as checked } from '@/lib/rules/class-names/joined-checked';
import { cn as joined } from '@/lib/rules/class-names/joined';
import { cn as merged } from '@/lib/rules/class-names/merged';

const strict = process.env.CLASS_NAMES_STRICT;
function setStrict(value: string | undefined) {
  if (value === undefined) delete process.env.CLASS_NAMES_STRICT;
  else process.env.CLASS_NAMES_STRICT = value;
  resetEnvCache();
}
afterEach(() => {
  setStrict(strict);
  vi.restoreAllMocks();
});

describe('class names', () => {
  it('server components merge: the later class that sets the same thing wins', () => {
    expect(merged('px-4 text-left', 'px-2', undefined, 'text-right')).toBe('px-2 text-right');
  });

  it('client components join, in the order written, without merging', () => {
    expect(joined('px-4', { 'text-left': true, hidden: false }, ['px-2'])).toBe('px-4 text-left px-2');
  });

  it('a conflict is what tailwind-merge would drop; copies, extra spaces and fallback defaults are none', () => {
    expect(classConflict('  px-4 text-left   px-2 ')).toBe('text-left px-2');
    expect(classConflict('px-4  px-4 text-left')).toBeNull();
    expect(classConflict('fallback:px-4 px-2')).toBeNull();
    expect(classConflict('')).toBeNull();
  });

  it("a primitive's fallback classes and the caller's never conflict, and a repeated class is no conflict", () => {
    setStrict('1');
    expect(checked('fallback:h-10 fallback:text-left shrink-0', 'h-auto text-right shrink-0')).toBe(
      'fallback:h-10 fallback:text-left shrink-0 h-auto text-right shrink-0',
    );
  });

  it('the server render of a client component refuses classes that set the same thing, naming both', () => {
    setStrict('1');
    expect(() => checked('text-foreground text-left', 'text-right')).toThrow(
      /"text-foreground text-left text-right" \(tailwind-merge keeps "text-foreground text-right"\)/,
    );
  });

  it('outside the tests it logs each conflicting list once and renders the classes as the browser joins them', () => {
    setStrict(undefined);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checked('h-10 mt-1', 'h-12')).toBe('h-10 mt-1 h-12');
    expect(checked('h-10 mt-1', 'h-12')).toBe('h-10 mt-1 h-12');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain('"h-10 mt-1 h-12"');
  });

  it('package.json sends the browser the joining module and server components the merging one', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8'));
    expect(manifest.imports['#class-names']).toEqual({
      'react-server': './lib/rules/class-names/merged.ts',
      browser: './lib/rules/class-names/joined.ts',
      default: './lib/rules/class-names/joined-checked.ts',
    });
  });
});
