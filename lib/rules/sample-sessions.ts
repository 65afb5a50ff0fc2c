import { locationFromText, type LocationSlug } from '@/content/locations';
import type { SampleSession } from '@/content/sample-sessions';
import { formatYmd, parseYmdStrict } from './format';

type SessionFields = Pick<SampleSession, 'id' | 'location' | 'date' | 'time'>;

export type UpcomingSession<S extends SessionFields = SampleSession> = S & {
  locationSlug: LocationSlug;
  /** HH:mm, 24-hour */
  startTime: string;
  /** HH:mm, 24-hour */
  endTime: string;
};

const DAY_MS = 86_400_000;

function dayNumber(ymd: string): number {
  const [year, month, day] = ymd.split('-').map(Number);
  parseYmdStrict(ymd);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function ymdFromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function to24Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) throw new RangeError(`Unrecognised time '${text}'`);
  const [, hourText, minutes, meridiem] = match;
  const hour = (Number(hourText) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** '9:00 AM - 5:00 PM' -> { startTime: '09:00', endTime: '17:00' } */
export function parseSessionTime(time: string): { startTime: string; endTime: string } {
  const parts = time.split(/\s+[-–]\s+/);
  if (parts.length !== 2) throw new RangeError(`Unrecognised time range '${time}'`);
  return { startTime: to24Hour(parts[0]), endTime: to24Hour(parts[1]) };
}

/**
 * Moves the sample sessions forward by the smallest whole number of weeks that puts the earliest one after
 * `today`, so weekdays, order and spacing are kept. Each location text is mapped to a location slug.
 */
export function shiftSessionsToUpcoming<S extends SessionFields>(
  sessions: readonly S[],
  today: Date | string,
): UpcomingSession<S>[] {
  if (sessions.length === 0) return [];
  const todayDay = dayNumber(typeof today === 'string' ? today : formatYmd(today));
  const earliest = Math.min(...sessions.map((session) => dayNumber(session.date)));
  const gap = todayDay - earliest;
  const shiftDays = gap < 0 ? 0 : (Math.floor(gap / 7) + 1) * 7;

  return sessions.map((session) => {
    const location = locationFromText(session.location);
    if (!location) throw new Error(`Sample session ${session.id}: unknown location '${session.location}'`);
    return {
      ...session,
      date: ymdFromDayNumber(dayNumber(session.date) + shiftDays),
      locationSlug: location.slug,
      ...parseSessionTime(session.time),
    };
  });
}
