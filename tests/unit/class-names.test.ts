import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { cn } from '@/lib/utils';
import { classConflict } from '@/tests/support/class-conflict';

describe('cn', () => {
  it('joins, and the later class that sets the same thing wins', () => {
    expect(cn('px-4 text-left', 'px-2', undefined, 'text-right')).toBe('px-2 text-right');
    expect(cn('px-4', { 'text-left': true, hidden: false }, ['mt-2'])).toBe('px-4 text-left mt-2');
  });

  it("keeps a primitive's fallback: defaults beside the caller's classes (the cascade picks the caller's)", () => {
    expect(cn('fallback:h-10 fallback:text-left shrink-0', 'h-auto text-right')).toBe(
      'fallback:h-10 fallback:text-left shrink-0 h-auto text-right',
    );
    // Two defaults for the same thing: the later one is the default.
    expect(cn('fallback:h-10', 'fallback:h-9')).toBe('fallback:h-9');
  });

  it("keeps the project's own utilities and theme colours", () => {
    expect(cn('link-button-row render-near-viewport print-hidden', 'h-10')).toBe(
      'link-button-row render-near-viewport print-hidden h-10',
    );
    expect(cn('text-brand-foreground text-sm', 'bg-brand')).toBe('text-brand-foreground text-sm bg-brand');
    expect(cn('text-highlight-foreground', 'text-success')).toBe('text-success');
  });

  it('knows every custom utility and variant of app/globals.css (a new one needs a case above)', () => {
    const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8');
    const custom = [...css.matchAll(/@(?:utility|custom-variant) ([\w-]+)/g)].map((match) => match[1]);
    expect(custom).toEqual([
      'dark',
      'fallback',
      'link-button',
      'link-button-brand',
      'link-button-row',
      'link-button-card-brand',
      'link-button-card-outline',
      'render-near-viewport',
    ]);
  });
});

describe('class conflicts (the browser sweep checks every page with this)', () => {
  it('a conflict is what tailwind-merge would drop; copies, extra spaces and fallback defaults are none', () => {
    expect(classConflict('  px-4 text-left   px-2 ')).toBe('text-left px-2');
    expect(classConflict('px-4  px-4 text-left')).toBeNull();
    expect(classConflict('fallback:px-4 px-2')).toBeNull();
    expect(classConflict('')).toBeNull();
  });
});
