import { describe, expect, it } from 'vitest';
import { formatAud, formatDateDMY, formatDateLong, formatYmd, parseYmd, parseYmdStrict, saveLabel, titleCaseFromSlug } from '@/lib/rules/format';

describe('dates', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDateDMY(new Date(2026, 11, 2))).toBe('02/12/2026');
    expect(formatDateDMY('2024-01-05')).toBe('05/01/2024');
  });

  it('shows the long form in Australian English', () => {
    expect(formatDateLong(new Date(2026, 11, 2))).toBe('Wednesday, 2 December 2026');
    expect(formatDateLong('2025-12-01')).toBe('Monday, 1 December 2025');
  });

  it('parses yyyy-MM-dd as a local calendar date', () => {
    const date = parseYmd('2024-02-29');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(formatYmd(new Date(2024, 0, 9))).toBe('2024-01-09');
  });

  it('rejects malformed and impossible dates', () => {
    expect(parseYmd('2023-02-29')).toBeNull();
    expect(parseYmd('2024-13-01')).toBeNull();
    expect(parseYmd('02/12/2026')).toBeNull();
    expect(parseYmd('2024-1-5')).toBeNull();
    expect(parseYmd('')).toBeNull();
    expect(() => parseYmdStrict('nope')).toThrow(RangeError);
  });
});

describe('titleCaseFromSlug', () => {
  it('title-cases a hyphenated slug', () => {
    expect(titleCaseFromSlug('port-macquarie')).toBe('Port Macquarie');
    expect(titleCaseFromSlug('mid-north-coast')).toBe('Mid North Coast');
    expect(titleCaseFromSlug('MACKAY')).toBe('Mackay');
  });

  it('returns an empty string for an empty slug (callers show Unknown Location)', () => {
    expect(titleCaseFromSlug('')).toBe('');
  });
});

describe('money', () => {
  it('formats whole dollars and save labels', () => {
    expect(formatAud(3499)).toBe('$3,499');
    expect(formatAud(-20)).toBe('-$20');
    expect(saveLabel(500)).toBe('Save $500');
  });
});
