import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';
import { describe, expect, it } from 'vitest';
import { getDay } from 'date-fns';
import { findCourse } from '@/content/courses';
import { sampleSessions as sessionData } from '@/content/sample-sessions';
import { parseYmdStrict } from '@/lib/rules/format';
import { parseSessionTime, shiftSessionsToUpcoming } from '@/lib/rules/sample-sessions';

// The sessions with the list prices, as the seed writes them.
const sampleSessions = withPrices(sessionData, createPriceBook());

const locationTexts = ['Port Macquarie', 'Mid North Coast', 'Mackay', 'Hunter Valley', 'Bowen Basin QLD'];

describe('sample sessions', () => {
  it('has 30 fixed sessions in 2024 with unique ids', () => {
    expect(sampleSessions).toHaveLength(30);
    expect(new Set(sampleSessions.map((s) => s.id)).size).toBe(30);
    for (const session of sampleSessions) expect(session.date, session.id).toMatch(/^2024-\d{2}-\d{2}$/);
  });

  it('spreads them across the five location texts', () => {
    expect(new Set(sampleSessions.map((s) => s.location))).toEqual(new Set(locationTexts));
    for (const text of locationTexts)
      expect(sampleSessions.filter((s) => s.location === text).length, text).toBe(6);
  });

  it('runs 9:00 AM to 5:00 PM mostly, some to 4:00 PM', () => {
    const times = sampleSessions.map((s) => s.time);
    expect(new Set(times)).toEqual(new Set(['9:00 AM - 5:00 PM', '9:00 AM - 4:00 PM']));
    expect(times.filter((t) => t === '9:00 AM - 5:00 PM').length).toBeGreaterThanOrEqual(15);
  });

  it('uses Available or Limited, course names from the course list and positive prices', () => {
    expect(new Set(sampleSessions.map((s) => s.availability))).toEqual(new Set(['Available', 'Limited']));
    for (const session of sampleSessions) {
      expect(findCourse(session.courseId)?.name, session.id).toBe(session.courseName);
      expect(session.price, session.id).toBeGreaterThan(0);
    }
  });

  it('is in date order on weekdays', () => {
    const dates = sampleSessions.map((s) => s.date);
    expect([...dates].sort()).toEqual(dates);
    for (const session of sampleSessions)
      expect([1, 2, 3, 4, 5], session.id).toContain(getDay(parseYmdStrict(session.date)));
  });
});

describe('parseSessionTime', () => {
  it('converts to 24-hour start and end times', () => {
    expect(parseSessionTime('9:00 AM - 5:00 PM')).toEqual({ startTime: '09:00', endTime: '17:00' });
    expect(parseSessionTime('9:00 AM - 4:00 PM')).toEqual({ startTime: '09:00', endTime: '16:00' });
    expect(parseSessionTime('12:30 PM - 12:00 AM')).toEqual({ startTime: '12:30', endTime: '00:00' });
  });

  it('rejects text it cannot read', () => {
    expect(() => parseSessionTime('all day')).toThrow();
  });
});

describe('shiftSessionsToUpcoming', () => {
  const today = '2026-05-13'; // a Wednesday

  it('moves every session after today, keeping order, weekdays and spacing', () => {
    const shifted = shiftSessionsToUpcoming(sampleSessions, today);
    expect(shifted.map((s) => s.id)).toEqual(sampleSessions.map((s) => s.id));
    for (const [i, session] of shifted.entries()) {
      expect(session.date > today, session.id).toBe(true);
      const before = parseYmdStrict(sampleSessions[i].date);
      const after = parseYmdStrict(session.date);
      expect(getDay(after), session.id).toBe(getDay(before));
    }
    const span = (list: readonly { date: string }[]) =>
      (parseYmdStrict(list.at(-1)!.date).getTime() - parseYmdStrict(list[0].date).getTime()) / 86_400_000;
    expect(Math.round(span(shifted))).toBe(Math.round(span(sampleSessions)));
  });

  it('puts the first session within the week after today', () => {
    const shifted = shiftSessionsToUpcoming(sampleSessions, today);
    expect(shifted[0].date).toBe('2026-05-18');
  });

  it('moves a session on today itself to the next week', () => {
    const one = [{ ...sampleSessions[0], date: '2026-05-13' }];
    expect(shiftSessionsToUpcoming(one, '2026-05-13')[0].date).toBe('2026-05-20');
  });

  it('leaves sessions that are already upcoming alone', () => {
    const one = [{ ...sampleSessions[0], date: '2026-06-01' }];
    expect(shiftSessionsToUpcoming(one, '2026-05-13')[0].date).toBe('2026-06-01');
  });

  it('accepts a Date for today', () => {
    expect(shiftSessionsToUpcoming(sampleSessions, new Date(2026, 4, 13))[0].date).toBe('2026-05-18');
  });

  it('maps each location text to a location slug and adds 24-hour times', () => {
    const shifted = shiftSessionsToUpcoming(sampleSessions, today);
    const bySlug = Object.fromEntries(shifted.map((s) => [s.location, s.locationSlug]));
    expect(bySlug).toEqual({
      'Port Macquarie': 'port-macquarie',
      'Mid North Coast': 'mid-north-coast',
      Mackay: 'mackay',
      'Hunter Valley': 'hunter-valley',
      'Bowen Basin QLD': 'bowen-basin',
    });
    expect(shifted[0]).toMatchObject({ startTime: '09:00', endTime: '16:00' });
  });

  it('refuses a location it cannot map', () => {
    const bad = [{ ...sampleSessions[0], location: 'Perth WA' }];
    expect(() => shiftSessionsToUpcoming(bad, today)).toThrow(/Perth WA/);
  });

  it('returns an empty list for no sessions', () => {
    expect(shiftSessionsToUpcoming([], today)).toEqual([]);
  });
});
