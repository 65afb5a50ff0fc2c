import { site } from '@/content/site';

// No Intl object is made when this module loads: the first one a page makes costs 25 to 70 ms of ICU set-up on its
// main thread (measured in Chromium), and this module is in the first load of the calendar, booking and course pages,
// whose hydration formats prices. Prices are grouped by hand; the provider's clock is made on first use (staff, mail).
let providerDateTime: Intl.DateTimeFormat | undefined;

/** A moment on the provider's clock, as staff and mails show it: '24/11/2026, 14:05'. */
export function formatProviderDateTime(moment: Date | string): string {
  providerDateTime ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: site.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return providerDateTime.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/** A whole number of at least 0 with a comma between each group of three digits: 1234567 -> '1,234,567'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Whole Australian dollars with a dollar sign and thousands separators: 2999 -> '$2,999'. */
export function formatAud(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.abs(rounded))}`;
}

/** A site URL as printed on a card: 'https://www.ridgeline.example/' -> 'www.ridgeline.example'. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** 'Save $500' */
export function saveLabel(amount: number): string {
  return `Save ${formatAud(amount)}`;
}

// Calendar dates are formatted by hand, not by date-fns: this module is in the booking form's first load, and
// date-fns with its en-AU locale would add 40 KB of script to /booking.
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Dates shown to visitors: dd/MM/yyyy. */
export function formatDateDMY(date: Date | string): string {
  const day = toDate(date);
  return `${twoDigits(day.getDate())}/${twoDigits(day.getMonth() + 1)}/${day.getFullYear()}`;
}

/** Long form, e.g. 'Monday, 2 December 2026'. */
export function formatDateLong(date: Date | string): string {
  const day = toDate(date);
  return `${weekdayNames[day.getDay()]}, ${day.getDate()} ${monthNames[day.getMonth()]} ${day.getFullYear()}`;
}

/** A month's caption: '2026-11-01' (or any date in it) -> 'November 2026'. */
export function monthYearLabel(ymd: string): string {
  return `${monthNames[Number(ymd.slice(5, 7)) - 1]} ${Number(ymd.slice(0, 4))}`;
}

/** A calendar's column heads, Monday first: the two letters shown and the name a screen reader says. */
export const weekdayLabels = [1, 2, 3, 4, 5, 6, 0].map((index) => ({
  short: weekdayNames[index].slice(0, 2),
  long: weekdayNames[index],
}));

/** Calendar date as stored and sent in URLs and to the database: yyyy-MM-dd. */
export function formatYmd(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Parses 'yyyy-MM-dd' as a local calendar date (midnight); returns null for anything else. */
export function parseYmd(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Years 0-99 would be read as 1900-1999; the round trip also rejects 2026-02-30 and month 13.
  date.setFullYear(Number(match[1]));
  return formatYmd(date) === text ? date : null;
}

/** Like parseYmd, but a malformed date is a programming error. */
export function parseYmdStrict(text: string): Date {
  const date = parseYmd(text);
  if (!date) throw new RangeError(`Expected a yyyy-MM-dd date, got '${text}'`);
  return date;
}

function toDate(date: Date | string): Date {
  return typeof date === 'string' ? parseYmdStrict(date) : date;
}

/** 'port-macquarie' -> 'Port Macquarie'. Callers decide what an empty slug shows. */
export function titleCaseFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
