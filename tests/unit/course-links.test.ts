import { describe, expect, it } from 'vitest';
import { bookingHref, contactHref, coursePageHref, locationCalendarHref } from '@/lib/rules/course-links';

describe('course list links', () => {
  it('BOOK NOW carries the course name to /booking', () => {
    expect(bookingHref({ course: 'Work Safely at Heights' })).toBe('/booking?course=Work+Safely+at+Heights');
    expect(bookingHref()).toBe('/booking');
  });

  it('the Mackay BOOK NOW carries name, price, duration, maxStudents and location', () => {
    const href = bookingHref({
      course: 'Provide First Aid',
      price: 100,
      duration: '6 hours',
      maxStudents: '16',
      location: 'mackay',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/booking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      course: 'Provide First Aid',
      price: '100',
      duration: '6 hours',
      maxStudents: '16',
      location: 'mackay',
    });
  });

  it('encodes characters that would break the query', () => {
    const url = new URL(bookingHref({ course: 'A & B / C?' }), 'http://x');
    expect(url.searchParams.get('course')).toBe('A & B / C?');
  });

  it('enquiry goes to /contact, with the course of interest when there is one', () => {
    expect(contactHref()).toBe('/contact');
    expect(contactHref('  ')).toBe('/contact');
    expect(new URL(contactHref('Provide First Aid'), 'http://x').searchParams.get('course')).toBe(
      'Provide First Aid',
    );
  });

  it('builds course and location calendar paths', () => {
    expect(coursePageHref('first-aid')).toBe('/courses/first-aid');
    expect(locationCalendarHref('bowen-basin')).toBe('/calendar/bowen-basin');
  });
});
