import { findLocation, type TimeZone } from '@/content/locations';
import { site } from '@/content/site';
import { capacityBadge, placesLeft, placesLeftLabel } from '@/lib/rules/capacity';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { foldLine } from './fold-line';

/**
 * iCalendar (RFC 5545) output for availability slots. Times are local to the location (Australia/Sydney for NSW,
 * Australia/Brisbane for QLD) and carry a TZID with its VTIMEZONE, so calendars show them right wherever the reader is.
 */

export type IcsTimeZone = TimeZone;

export type IcsEvent = {
  uid: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
  timeZone: IcsTimeZone;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** When the event last changed. */
  stamp: Date;
};

const TIME_ZONES: Record<IcsTimeZone, string[]> = {
  // Daylight saving in NSW: from the first Sunday in October (02:00) to the first Sunday in April (03:00).
  'Australia/Sydney': [
    'BEGIN:VTIMEZONE',
    'TZID:Australia/Sydney',
    'X-LIC-LOCATION:Australia/Sydney',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1000',
    'TZNAME:AEST',
    'DTSTART:19700405T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+1000',
    'TZOFFSETTO:+1100',
    'TZNAME:AEDT',
    'DTSTART:19701004T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ],
  // Queensland has no daylight saving.
  'Australia/Brisbane': [
    'BEGIN:VTIMEZONE',
    'TZID:Australia/Brisbane',
    'X-LIC-LOCATION:Australia/Brisbane',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+1000',
    'TZOFFSETTO:+1000',
    'TZNAME:AEST',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '').slice(0, 4)}00`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localDateTime(event.date, event.startTime)}`,
    `DTEND;TZID=${event.timeZone}:${localDateTime(event.date, event.endTime)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** A complete VCALENDAR with one VTIMEZONE per zone used; CRLF line ends, folded lines. */
export function buildIcsCalendar({ name, events }: { name: string; events: readonly IcsEvent[] }): string {
  const zones = [...new Set(events.map((event) => event.timeZone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Training Calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    ...zones.flatMap((zone) => TIME_ZONES[zone]),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The event of one slot; `origin` is the site's public origin for the UID domain and the booking link. */
export function slotIcsEvent(slot: AvailabilitySlot, origin: string, bookingPath: string): IcsEvent {
  const location = findLocation(slot.locationSlug);
  const host = new URL(origin).hostname;
  return {
    uid: `slot-${slot.id}@${host}`,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    timeZone: location?.timeZone ?? site.timeZone,
    summary: `${slot.courseName} (${location?.name ?? slot.location})`,
    // Places left as the calendar's badge shows them (counted by the database from confirmed bookings).
    description: `${slot.courseName} with ${site.name}. ${capacityBadge(slot.maxStudents, slot.currentBookings)}: ${placesLeftLabel(
      placesLeft(slot.maxStudents, slot.currentBookings),
    )} of ${slot.maxStudents}. Book: ${origin}${bookingPath}`,
    location: location?.label ?? slot.location,
    url: `${origin}${bookingPath}`,
    stamp: new Date(slot.updatedAt),
  };
}

/** 'training-mackay-2026-03-02.ics' */
export function slotIcsFileName(slot: AvailabilitySlot): string {
  return `training-${slot.locationSlug}-${slot.date}.ics`;
}

/**
 * A booking's invite (RFC 5546 iTIP): METHOD:REQUEST for the confirmation and every revision, METHOD:CANCEL when the
 * place or the session is cancelled. One UID per booking and a SEQUENCE that grows with each revision, so a calendar
 * updates (or removes) the one event it already has instead of adding another.
 */
export function buildIcsInvite(input: {
  event: IcsEvent;
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}): string {
  const { event, method } = input;
  const [begin, ...rest] = eventLines(event);
  const end = rest.pop() as string;
  const cn = (name: string) => name.replace(/["\\;:,\r\n]/g, ' ').trim();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...TIME_ZONES[event.timeZone],
    begin,
    ...rest,
    `SEQUENCE:${Math.max(0, Math.trunc(input.sequence))}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN="${cn(input.organizer.name)}":mailto:${input.organizer.email}`,
    `ATTENDEE;CN="${cn(input.attendee.name)}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${input.attendee.email}`,
    end,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
