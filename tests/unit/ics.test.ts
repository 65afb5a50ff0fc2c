import { describe, expect, it } from 'vitest';

import { buildIcsCalendar, escapeIcsText, slotIcsEvent, slotIcsFileName } from '@/lib/files/ics';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';

const slot: AvailabilitySlot = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  date: '2026-03-02',
  courseName: 'Enter and Work in Confined Spaces; Level 1, Part A',
  startTime: '09:00',
  endTime: '17:00',
  maxStudents: 12,
  currentBookings: 4,
  location: 'Mackay',
  locationSlug: 'mackay',
  price: 249,
  status: 'available',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-05T03:04:05.000Z',
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('iCalendar output', () => {
  const origin = 'https://training.example.com';
  const ics = buildIcsCalendar({
    name: 'Mackay QLD',
    events: [slotIcsEvent(slot, origin, '/booking?course=x')],
  });
  const lines = unfold(ics);

  it('is a VCALENDAR with CRLF line ends and a final CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives local times with the location time zone and its VTIMEZONE', () => {
    expect(lines).toContain('DTSTART;TZID=Australia/Brisbane:20260302T090000');
    expect(lines).toContain('DTEND;TZID=Australia/Brisbane:20260302T170000');
    expect(lines).toContain('TZID:Australia/Brisbane');
    expect(lines).not.toContain('TZID:Australia/Sydney');
  });

  it('uses Australia/Sydney with daylight saving rules for NSW locations', () => {
    const nsw = buildIcsCalendar({
      name: 'Port Macquarie',
      events: [
        slotIcsEvent(
          { ...slot, location: 'Port Macquarie', locationSlug: 'port-macquarie' },
          origin,
          '/booking',
        ),
      ],
    });
    const nswLines = unfold(nsw);
    expect(nswLines).toContain('DTSTART;TZID=Australia/Sydney:20260302T090000');
    expect(nswLines).toContain('BEGIN:DAYLIGHT');
    expect(nswLines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU');
  });

  it('has a stable UID, a UTC stamp, escaped text and the booking URL', () => {
    expect(lines).toContain(`UID:slot-${slot.id}@training.example.com`);
    expect(lines).toContain('DTSTAMP:20260105T030405Z');
    expect(lines).toContain('SUMMARY:Enter and Work in Confined Spaces\\; Level 1\\, Part A (Mackay)');
    expect(lines).toContain('LOCATION:Mackay QLD');
    expect(lines).toContain('URL:https://training.example.com/booking?course=x');
  });

  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('names the download after the location and date', () => {
    expect(slotIcsFileName(slot)).toBe('training-mackay-2026-03-02.ics');
  });

  it('builds an empty but valid feed', () => {
    const empty = buildIcsCalendar({ name: 'Empty', events: [] });
    expect(empty).toContain('X-WR-CALNAME:Empty');
    expect(empty).not.toContain('BEGIN:VEVENT');
  });
});
