import { describe, expect, it } from 'vitest';

import { monthYearLabel, weekdayLabels } from '@/lib/rules/format';
import { addMonths, isGridKey, monthOf, monthWeeks, moveFocus } from '@/lib/rules/month-grid';

describe('monthWeeks', () => {
  it('shows a month in Monday-first weeks, filled with the days of the months around it', () => {
    // 1 November 2026 is a Sunday, 30 November a Monday.
    const weeks = monthWeeks('2026-11-01');
    expect(weeks).toHaveLength(6);
    expect(weeks[0].map((day) => day.ymd)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0].map((day) => day.outside)).toEqual([true, true, true, true, true, true, false]);
    expect(weeks[5][0]).toEqual({ ymd: '2026-11-30', day: 30, outside: false });
    expect(weeks[5][6]).toEqual({ ymd: '2026-12-06', day: 6, outside: true });
  });

  it('needs no neighbouring days for a February that starts on a Monday', () => {
    const weeks = monthWeeks('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => !day.outside)).toBe(true);
    expect(weeks[3][6].ymd).toBe('2027-02-28');
  });

  it('lists every date once and in order, across years, leap days and daylight-saving changes', () => {
    for (let month = '2026-01-01'; month < '2031-01-01'; month = addMonths(month, 1)) {
      const days = monthWeeks(month).flat();
      expect(days.length % 7, month).toBe(0);
      for (let i = 1; i < days.length; i++) {
        const gap = Date.parse(days[i].ymd) - Date.parse(days[i - 1].ymd);
        expect(gap, `${days[i - 1].ymd} to ${days[i].ymd}`).toBe(86_400_000);
      }
      expect(new Date(`${days[0].ymd}T00:00:00Z`).getUTCDay(), month).toBe(1);
      expect(days.filter((day) => !day.outside).map((day) => day.day)[0], month).toBe(1);
    }
    expect(
      monthWeeks('2028-02-01')
        .flat()
        .some((day) => day.ymd === '2028-02-29'),
    ).toBe(true);
  });
});

describe('moveFocus', () => {
  it('moves by a day and a week, across months and years', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveFocus('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(moveFocus('2027-01-03', 'ArrowUp')).toBe('2026-12-27');
    expect(moveFocus('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
  });

  it('goes to the Monday and the Sunday of the week with Home and End', () => {
    // Friday 27 November 2026.
    expect(moveFocus('2026-11-27', 'Home')).toBe('2026-11-23');
    expect(moveFocus('2026-11-27', 'End')).toBe('2026-11-29');
    expect(moveFocus('2026-11-23', 'Home')).toBe('2026-11-23');
    expect(moveFocus('2026-11-29', 'End')).toBe('2026-11-29');
  });

  it('keeps the day of the month with Page Up and Down, inside a shorter month; Shift moves a year', () => {
    expect(moveFocus('2026-11-27', 'PageDown')).toBe('2026-12-27');
    expect(moveFocus('2026-12-27', 'PageDown')).toBe('2027-01-27');
    expect(moveFocus('2028-01-31', 'PageDown')).toBe('2028-02-29');
    expect(moveFocus('2027-03-31', 'PageUp')).toBe('2027-02-28');
    expect(moveFocus('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(moveFocus('2026-11-27', 'PageUp', true)).toBe('2025-11-27');
  });

  it('knows its keys', () => {
    expect(isGridKey('PageDown')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
    expect(isGridKey('Tab')).toBe(false);
  });
});

describe('months and their labels', () => {
  it('names a month and its weekdays, Monday first', () => {
    expect(monthOf('2026-11-27')).toBe('2026-11-01');
    expect(addMonths('2026-11-01', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(monthYearLabel('2026-11-01')).toBe('November 2026');
    expect(monthYearLabel('2027-01-15')).toBe('January 2027');
    expect(weekdayLabels.map((label) => label.short)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayLabels[6].long).toBe('Sunday');
  });
});
