/**
 * The arithmetic of a month calendar on yyyy-MM-dd dates: the weeks a month shows (Monday first, as Australians
 * read a calendar) and where each navigation key moves the focused day. Computed on UTC days, so no time zone or
 * daylight-saving change can skip or repeat a date.
 */

export type MonthGridDay = {
  ymd: string;
  /** Day of the month, 1 to 31. */
  day: number;
  /** A day of the month before or after, shown to fill the first or last week. */
  outside: boolean;
};

/** A month as its first day: yyyy-MM-01. */
export type MonthYmd = string;

const DAY_MS = 86_400_000;

function toUtc(ymd: string): number {
  const [year, month, day] = ymd.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(time: number): string {
  const date = new Date(time);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The month a date falls in: '2026-11-27' -> '2026-11-01'. */
export function monthOf(ymd: string): MonthYmd {
  return `${ymd.slice(0, 7)}-01`;
}

/** A month moved by whole months: ('2026-11-01', 2) -> '2027-01-01'. */
export function addMonths(month: MonthYmd, months: number): MonthYmd {
  const [year, index] = month.split('-').map(Number);
  return fromUtc(Date.UTC(year, index - 1 + months, 1));
}

/** The last day of a month, as a UTC time: the zeroth day of the month after. */
function lastDayOf(month: MonthYmd): number {
  const [year, index] = month.split('-').map(Number);
  return Date.UTC(year, index, 0);
}

/** Monday 0 to Sunday 6. */
function weekdayMondayFirst(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}

/** The weeks that show a month: from the Monday on or before its first day to the Sunday on or after its last. */
export function monthWeeks(month: MonthYmd): MonthGridDay[][] {
  const first = toUtc(month);
  const last = lastDayOf(month);
  const start = first - weekdayMondayFirst(first) * DAY_MS;
  const end = last + (6 - weekdayMondayFirst(last)) * DAY_MS;
  const weeks: MonthGridDay[][] = [];
  for (let time = start; time <= end; time += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const ymd = fromUtc(time + offset * DAY_MS);
        return { ymd, day: Number(ymd.slice(8)), outside: ymd.slice(0, 7) !== month.slice(0, 7) };
      }),
    );
  }
  return weeks;
}

/** The keys that move the focus in a date grid (WAI-ARIA's date picker pattern). */
export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] satisfies GridKey[];

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.includes(key);
}

/**
 * The day a key moves the focus to: a day or a week either way, the start or end of the week, the same day a month
 * (with shift, a year) either way, kept inside the shorter month (31 January, PageDown: 28 or 29 February).
 */
export function moveFocus(ymd: string, key: GridKey, shift = false): string {
  const time = toUtc(ymd);
  switch (key) {
    case 'ArrowLeft':
      return fromUtc(time - DAY_MS);
    case 'ArrowRight':
      return fromUtc(time + DAY_MS);
    case 'ArrowUp':
      return fromUtc(time - 7 * DAY_MS);
    case 'ArrowDown':
      return fromUtc(time + 7 * DAY_MS);
    case 'Home':
      return fromUtc(time - weekdayMondayFirst(time) * DAY_MS);
    case 'End':
      return fromUtc(time + (6 - weekdayMondayFirst(time)) * DAY_MS);
    case 'PageUp':
    case 'PageDown': {
      const months = (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1);
      const target = addMonths(monthOf(ymd), months);
      const lastDay = new Date(lastDayOf(target)).getUTCDate();
      return `${target.slice(0, 8)}${String(Math.min(Number(ymd.slice(8)), lastDay)).padStart(2, '0')}`;
    }
  }
}
