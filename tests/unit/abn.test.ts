import { describe, expect, it } from 'vitest';

import { site } from '@/content/site';
import { abnMessages, abnProblem, formatAbn, isValidAbn, normaliseAbn } from '@/lib/rules/abn';

/** Real ABNs from the Australian Business Register (public companies), and the ATO's worked example. */
const realAbns = [
  '51 824 753 556', // the ATO's example
  '33 051 775 556', // Telstra
  '49 004 028 077', // BHP
  '48 123 123 124', // Commonwealth Bank
  '16 009 661 901', // Qantas
  '88 000 014 675', // Woolworths
  '53 004 085 616', // Wesfarmers
];

/** The same number with one digit moved up or down by one (wrapping 9 to 0). */
function offByOne(abn: string, index: number, step: 1 | -1): string {
  const digits = normaliseAbn(abn)!.split('').map(Number);
  digits[index] = (digits[index] + step + 10) % 10;
  return digits.join('');
}

describe('ABN check digits (the ATO algorithm)', () => {
  it.each(realAbns)('accepts the real ABN %s, spaced or not', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
    expect(isValidAbn(abn.replace(/ /g, ''))).toBe(true);
    expect(abnProblem(abn)).toBeNull();
  });

  it.each(realAbns)('refuses %s with any one digit off by one', (abn) => {
    for (let index = 0; index < 11; index += 1) {
      for (const step of [1, -1] as const) {
        const changed = offByOne(abn, index, step);
        expect([changed, isValidAbn(changed)]).toEqual([changed, false]);
      }
    }
  });

  it('refuses two neighbouring digits swapped', () => {
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('51 824 753 565')).toBe(false);
  });

  it('refuses anything that is not eleven digits', () => {
    for (const value of [
      '',
      '5182475355',
      '518247535566',
      '51 824 753 55A',
      'abcdefghijk',
      '51.824.753.556',
    ]) {
      expect([value, isValidAbn(value)]).toEqual([value, false]);
    }
  });

  it('normalises and formats as the ATO prints it', () => {
    expect(normaliseAbn(' 51-824 753 556 ')).toBe('51824753556');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });

  it('says what is wrong, in order: missing, not eleven digits, check digits', () => {
    expect(abnProblem('')).toBe(abnMessages.required);
    expect(abnProblem('   ')).toBe(abnMessages.required);
    expect(abnProblem('1234')).toBe(abnMessages.format);
    expect(abnProblem('51824753557')).toBe(abnMessages.checkDigits);
    expect(abnProblem(site.business.abn)).toBeNull();
  });
});
