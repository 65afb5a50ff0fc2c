import { describe, expect, it } from 'vitest';

import {
  calendarLocationParameter,
  calendarLocationTitle,
  UNKNOWN_LOCATION,
} from '@/lib/rules/calendar-location-title';

describe('the /calendar/{location} heading (spec 000: title-cased hyphenated parameter)', () => {
  it('title-cases the hyphenated parameter', () => {
    expect(calendarLocationTitle('some-place')).toBe('Some Place');
    expect(calendarLocationTitle('mackay')).toBe('Mackay');
    expect(calendarLocationTitle('BOWEN-basin')).toBe('Bowen Basin');
    expect(calendarLocationTitle('some place')).toBe('Some Place');
  });

  it("is 'Unknown Location' only when the parameter is missing or empty", () => {
    expect(UNKNOWN_LOCATION).toBe('Unknown Location');
    for (const missing of [null, undefined, '', '-', '---']) {
      expect(calendarLocationTitle(missing)).toBe('Unknown Location');
    }
  });

  it('keeps an invented parameter short', () => {
    expect(calendarLocationTitle('a'.repeat(500)).length).toBeLessThanOrEqual(60);
  });

  it('reads the parameter from a /calendar/{location} path only', () => {
    expect(calendarLocationParameter('/calendar/some-place')).toBe('some-place');
    expect(calendarLocationParameter('/calendar/some%20place/')).toBe('some place');
    expect(calendarLocationParameter('/calendar/%E0%A4%A')).toBe('%E0%A4%A');
    expect(calendarLocationParameter('/calendar')).toBeNull();
    expect(calendarLocationParameter('/calendar/a/b')).toBeNull();
    expect(calendarLocationParameter('/locations/mackay')).toBeNull();
  });
});
