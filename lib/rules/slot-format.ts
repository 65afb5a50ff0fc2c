import { formatYmd, groupThousands, parseYmd } from '@/lib/rules/format';

/** '09:00' -> '9:00 AM', '17:30' -> '5:30 PM' */
export function formatTime12(time: string): string {
  const [hourText, minutes = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minutes.slice(0, 2)} ${suffix}`;
}

/** '9:00 AM - 5:00 PM', the sample sessions' style. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)} - ${formatTime12(end)}`;
}

/** Whole dollars as everywhere else ('$149'); cents only when a slot's price has them ('$149.50'). */
export function formatSlotPrice(price: number): string {
  const cents = Math.round(price * 100);
  const sign = cents < 0 ? '-' : '';
  const dollars = `${sign}$${groupThousands(Math.floor(Math.abs(cents) / 100))}`;
  const rest = Math.abs(cents) % 100;
  // By hand, not toLocaleString: the slot cards format prices while they hydrate (lib/rules/format.ts says why).
  return rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, '0')}`;
}

/** Today's calendar date (yyyy-MM-dd) in an IANA time zone, e.g. Australia/Sydney. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** yyyy-MM-dd shifted by whole days. */
export function addDaysYmd(ymd: string, days: number): string {
  const date = parseYmd(ymd);
  if (!date) throw new RangeError(`Expected a yyyy-MM-dd date, got '${ymd}'`);
  date.setDate(date.getDate() + days);
  return formatYmd(date);
}

/**
 * The date a calendar opens on: the requested one when valid, else today when it has slots, else the first later
 * date with slots, else today.
 */
export function initialCalendarDate(
  slotDates: readonly string[],
  today: string,
  requested?: string | null,
): string {
  if (requested && parseYmd(requested)) return requested;
  const upcoming = [...slotDates].filter((date) => date >= today).sort();
  return upcoming[0] ?? today;
}
