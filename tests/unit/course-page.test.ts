import { describe, expect, it } from 'vitest';
import { createPriceBook } from '@/lib/rules/price-book';
import { renderPriceText } from '@/lib/rules/price-template';
import { catalogueUnits, featuredCatalogueUnits } from '@/content/catalogue-units';
import { courses } from '@/content/courses';
import { allCourseSlugs, courseForSlug, courseSlug, courseSlugInput } from '@/lib/rules/course-slug';
import {
  bookingCourseName,
  courseModes,
  durationToIso,
  locationsOf,
  lowestPrice,
  pricesIn,
  youTubeId,
} from '@/lib/rules/course-page';

describe('course page helpers', () => {
  it('reads every dollar amount in a catalogue price text', () => {
    expect(pricesIn('$99 online, $149 face to face')).toEqual([99, 149]);
    expect(pricesIn('$2,500')).toEqual([2500]);
    expect(pricesIn('$650 full / $300 refresher')).toEqual([650, 300]);
    expect(pricesIn(null)).toEqual([]);
    expect(lowestPrice('From $750', 149)).toBe(750);
    expect(lowestPrice('$80 to $100', 149)).toBe(80);
    expect(lowestPrice('Custom quote', 149)).toBe(149);
  });

  it('turns course lengths into ISO 8601 durations using the upper bound', () => {
    expect(durationToIso('6 hours')).toBe('PT6H');
    expect(durationToIso('3 to 6 hours')).toBe('PT6H');
    expect(durationToIso('1 Day')).toBe('P1D');
    expect(durationToIso('1 to 2 days')).toBe('P2D');
    expect(durationToIso('2 Days')).toBe('P2D');
    expect(durationToIso('12 months')).toBe('P12M');
    expect(durationToIso('flexible')).toBe('P1D');
    expect(durationToIso(null, 'PT8H')).toBe('PT8H');
  });

  it('maps delivery texts to schema.org course modes', () => {
    expect(courseModes(['Face to face or online'])).toEqual(['Onsite', 'Online']);
    // Blended is one mode, whatever its parts are called.
    expect(courseModes(['Blended: online theory, face-to-face practical'])).toEqual(['Blended']);
    expect(courseModes(['Online'])).toEqual(['Online']);
    expect(courseModes([])).toEqual(['Onsite']);
  });

  it('resolves location slugs and drops unknown ones', () => {
    expect(locationsOf(['mackay', 'nowhere', 'bowen-basin']).map((location) => location.label)).toEqual([
      'Mackay QLD',
      'Bowen Basin QLD',
    ]);
  });

  it('reads YouTube ids from the usual address forms only', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://example.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youTubeId('not a url')).toBeUndefined();
    expect(youTubeId(null)).toBeUndefined();
  });

  it('books a named page under the fixed course that links to it', () => {
    expect(bookingCourseName({ slug: 'first-aid', title: 'First Aid & CPR Courses' })).toBe(
      'Provide First Aid',
    );
    expect(bookingCourseName({ slug: 'working-at-heights', title: 'x' })).toBe('Work Safely at Heights');
    expect(bookingCourseName({ slug: 'no-such-course', title: 'Fallback' })).toBe('Fallback');
    for (const slug of allCourseSlugs()) {
      const info = courseForSlug(slug)!;
      expect(bookingCourseName(info).length).toBeGreaterThan(0);
    }
    expect(courses.length).toBe(34);
  });

  it('every course page has a price and a duration schema.org can use', () => {
    for (const slug of allCourseSlugs()) {
      const info = courseForSlug(slug)!;
      const price = info.price === null ? null : renderPriceText(info.price, createPriceBook());
      expect(lowestPrice(price, -1), slug).toBeGreaterThan(0);
      expect(durationToIso(info.duration, 'none'), slug).not.toBe('none');
    }
  });
});

describe('links from /courses and the location pages', () => {
  it('every card, catalogue row and location row links to a prerendered course page', () => {
    const slugs = new Set(allCourseSlugs());
    for (const unit of [...featuredCatalogueUnits, ...catalogueUnits])
      expect(slugs.has(courseSlug(unit)), unit.code).toBe(true);
    for (const course of courses)
      expect(slugs.has(courseSlug(courseSlugInput(course))), course.id).toBe(true);
  });
});
