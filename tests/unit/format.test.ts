import { format as dateFnsFormat } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { describe, expect, it } from 'vitest';
import {
  formatAud,
  formatDateDMY,
  formatDateLong,
  formatYmd,
  parseYmd,
  parseYmdStrict,
  saveLabel,
  titleCaseFromSlug,
} from '@/lib/rules/format';

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
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 1, 29, 0,
    ]);
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

describe('dates formatted by hand agree with date-fns (which formatted them before)', () => {
  it('on every day from 1999 to 2032, in both forms and back', () => {
    for (
      let day = new Date(1999, 0, 1);
      day.getFullYear() < 2033;
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      const ymd = dateFnsFormat(day, 'yyyy-MM-dd');
      expect(formatYmd(day)).toBe(ymd);
      expect(formatDateDMY(ymd)).toBe(dateFnsFormat(day, 'dd/MM/yyyy'));
      expect(formatDateLong(ymd)).toBe(dateFnsFormat(day, 'EEEE, d MMMM yyyy', { locale: enAU }));
      expect(parseYmd(ymd)?.getTime()).toBe(day.getTime());
    }
  });

  it('keeps years below 100 as written', () => {
    expect(parseYmd('0099-03-04')?.getFullYear()).toBe(99);
    expect(formatYmd(parseYmdStrict('0099-03-04'))).toBe('0099-03-04');
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
