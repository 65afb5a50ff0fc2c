import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';
import { describe, expect, it } from 'vitest';
import {
  COURSE_MAX_STUDENTS_RANGE,
  courses,
  coursesForLocation,
  DEFAULT_COURSE_PRICE,
  DEFAULT_DURATION,
  DEFAULT_MAX_STUDENTS,
  findCourse,
} from '@/content/courses';
import { locationSlugs } from '@/content/locations';
import { MACKAY_BOOKING_LOCATION, mackayCourses as mackayData } from '@/content/mackay-courses';
import { findPackage } from '@/content/packages';
import { findUnit } from '@/content/units';

// The Mackay list as shown with the list prices (no admin overrides).
const mackayCourses = withPrices(mackayData, createPriceBook());

describe('courses', () => {
  it('is a fixed list of 34 courses with unique ids', () => {
    expect(courses).toHaveLength(34);
    expect(new Set(courses.map((course) => course.id)).size).toBe(34);
    expect(new Set(courses.map((course) => course.name.toLowerCase())).size).toBe(34);
  });

  it('includes the spec’s named ids; the others are lowercase unit codes', () => {
    const named = [
      'nsw-whitecard',
      'cpr',
      'first-aid',
      'working-heights',
      'confined-spaces',
      'mobile-plant',
      'mining-safety',
      'cert-iii-plant',
    ];
    for (const id of named) expect(findCourse(id), id).toBeDefined();
    for (const course of courses.filter((c) => !named.includes(c.id))) {
      expect(course.id, course.id).toBe(course.id.toLowerCase());
      expect(findUnit(course.id), course.id).toBeDefined();
    }
  });

  it('keeps ratings between 4.6 and 4.9 and class sizes between 8 and 20', () => {
    for (const course of courses) {
      expect(course.rating, course.id).toBeGreaterThanOrEqual(4.6);
      expect(course.rating, course.id).toBeLessThanOrEqual(4.9);
      const max = Number(course.maxStudents);
      expect(max, course.id).toBeGreaterThanOrEqual(8);
      expect(max, course.id).toBeLessThanOrEqual(20);
    }
    expect(COURSE_MAX_STUDENTS_RANGE).toEqual({ min: 8, max: 20 });
  });

  it('uses only the four categories, and all four', () => {
    expect(new Set(courses.map((course) => course.category))).toEqual(
      new Set(['construction', 'safety', 'machinery', 'mining']),
    );
  });

  it('has a description, duration and delivery for every course', () => {
    for (const course of courses) {
      expect(course.description.length, course.id).toBeGreaterThan(20);
      expect(course.duration, course.id).not.toBe('');
      expect(course.delivery, course.id).not.toBe('');
    }
  });

  it('prices every course from a unit or package that exists', () => {
    for (const course of courses) {
      const found =
        course.pricing.kind === 'unit'
          ? findUnit(course.pricing.unitCode)
          : findPackage(course.pricing.packageId);
      expect(found, course.id).toBeDefined();
    }
  });

  it('offers the same 34 courses at all five locations', () => {
    for (const slug of locationSlugs) expect(coursesForLocation(slug)).toEqual(courses);
  });

  it('keeps the spec defaults', () => {
    expect(DEFAULT_COURSE_PRICE).toBe(149);
    expect(DEFAULT_MAX_STUDENTS).toBe(20);
    expect(DEFAULT_DURATION).toBe('1 Day');
  });
});

describe('Mackay course items', () => {
  it('lists courses with name, price, duration, class size, delivery, description, rating and a fixed next date', () => {
    expect(mackayCourses.length).toBeGreaterThanOrEqual(6);
    for (const item of mackayCourses) {
      expect(findCourse(item.courseId)?.name).toBe(item.name);
      expect(item.price).toBeGreaterThan(0);
      expect(item.nextDate).not.toBe('');
      expect(item.rating).toBeGreaterThanOrEqual(4.6);
    }
  });

  it('prices Mackay items from the catalogue', () => {
    expect(mackayCourses.find((item) => item.courseId === 'mining-safety')?.price).toBe(699);
    expect(mackayCourses.find((item) => item.courseId === 'confined-spaces')?.price).toBe(249);
  });

  it("books Mackay courses with location 'Mackay QLD'", () => {
    expect(MACKAY_BOOKING_LOCATION).toBe('Mackay QLD');
  });
});
