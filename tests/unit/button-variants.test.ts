import { describe, expect, it } from 'vitest';

import { buttonVariants, cardLinkButtonClass, rowLinkButtonClass } from '@/components/ui/button-variants';

const classes = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** States a text-only link never shows: disabled, invalid, and an icon's size and pointer rules. */
const unusedByTextLinks = (list: string) =>
  [...classes(list)].filter((name) => !/^(disabled:|aria-invalid:|\[&_svg|has-\[>svg\])/.test(name));

describe('compact link buttons', () => {
  it('the featured cards look as buttonVariants draws them, less the states a text link never has', () => {
    for (const variant of ['brand', 'outline'] as const) {
      expect(classes(cardLinkButtonClass[variant])).toEqual(
        new Set(unusedByTextLinks(buttonVariants({ variant }))),
      );
    }
  });

  it('the row Book Now looks as the small brand button', () => {
    expect(classes(rowLinkButtonClass)).toEqual(
      new Set(unusedByTextLinks(buttonVariants({ variant: 'brand', size: 'sm' }))),
    );
  });
});
