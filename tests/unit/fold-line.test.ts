import { describe, expect, it } from 'vitest';

import { foldLine } from '@/lib/files/fold-line';

describe('content lines of calendar and contact files', () => {
  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
