import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { buttonVariants, cardLinkButtonClass, rowLinkButtonClass } from '@/components/ui/button-variants';

/** A button's classes as the link utilities apply them: never overridden there, so without `fallback:`. */
const classes = (list: string) =>
  new Set(
    list
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => name.replace(/^fallback:/, '')),
  );

/** States a text-only link never shows: disabled, invalid, and an icon's size and pointer rules. */
const unusedByTextLinks = (list: string) =>
  [...classes(list)].filter((name) => !/^(disabled:|aria-invalid:|\[&_svg|has-\[>svg\])/.test(name));

/** The classes a utility of app/globals.css applies, with the utilities it applies expanded. */
function utilityClasses(name: string): Set<string> {
  const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8');
  const utilities = new Map(
    [...css.matchAll(/@utility ([\w-]+) \{\s*@apply ([^;]+);\s*\}/g)].map((match) => [match[1], match[2]]),
  );
  const expand = (utility: string): string[] => {
    const applied = utilities.get(utility);
    if (applied === undefined) throw new Error(`No @utility ${utility} with an @apply in app/globals.css`);
    return [...classes(applied)].flatMap((item) => (utilities.has(item) ? expand(item) : [item]));
  };
  return new Set(expand(name));
}

describe('compact link buttons', () => {
  it('the featured cards look as buttonVariants draws them, less the states a text link never has', () => {
    for (const variant of ['brand', 'outline'] as const) {
      expect(utilityClasses(cardLinkButtonClass[variant])).toEqual(
        new Set(unusedByTextLinks(buttonVariants({ variant }))),
      );
    }
  });

  it('the row Book Now looks as the small brand button', () => {
    expect(utilityClasses(rowLinkButtonClass)).toEqual(
      new Set(unusedByTextLinks(buttonVariants({ variant: 'brand', size: 'sm' }))),
    );
  });
});
