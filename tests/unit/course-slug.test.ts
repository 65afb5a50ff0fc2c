import { describe, expect, it } from 'vitest';
import { catalogueUnits, featuredCatalogueUnits } from '@/content/catalogue-units';
import { courses } from '@/content/courses';
import {
  allCourseSlugs,
  courseForSlug,
  courseHref,
  courseSlug,
  courseSlugInput,
  namedCoursePageSlugs,
  slugify,
} from '@/lib/rules/course-slug';

describe('courseSlug default', () => {
  it('is the lowercased, hyphenated title', () => {
    expect(courseSlug({ title: 'Conduct Local Risk Control' })).toBe('conduct-local-risk-control');
    expect(courseSlug({ code: 'RIIRIS402E', title: 'Carry out the risk management process' })).toBe(
      'carry-out-the-risk-management-process',
    );
    expect(slugify('  Identify, Locate & Protect  Underground Services ')).toBe(
      'identify-locate-protect-underground-services',
    );
    expect(slugify('Comply with site work processes/procedures')).toBe(
      'comply-with-site-work-processes-procedures',
    );
  });
});

describe('courseSlug overrides', () => {
  it.each([
    [{ code: 'CPCWHS1001', title: 'White Card' }, 'nsw-whitecard'],
    [{ title: 'Prepare to work safely in the construction industry' }, 'nsw-whitecard'],
    [{ code: 'RIIWHS204E', title: 'Heights' }, 'working-at-heights'],
    [{ title: 'Work Safely at Heights' }, 'working-at-heights'],
    [{ code: 'HLTAID011', title: 'First aid course' }, 'first-aid'],
    [{ title: 'Provide First Aid' }, 'first-aid'],
    [{ code: 'RIIWHS202E', title: 'Entry course' }, 'confined-spaces'],
    [{ title: 'Enter and work in confined spaces' }, 'confined-spaces'],
    [{ title: 'Machinery Operator Package' }, 'machinery-training'],
    [{ title: 'Conduct civil construction excavator operations' }, 'machinery-training'],
  ])('%o -> %s', (input, slug) => {
    expect(courseSlug(input)).toBe(slug);
  });

  it('finds the code inside the title too', () => {
    expect(courseSlug({ title: 'HLTAID011 Provide CPR and more' })).toBe('first-aid');
  });

  it('applies the first matching rule when two match', () => {
    // white card rule (construction industry) before machinery (Civil)
    expect(courseSlug({ title: 'Civil works in the construction industry' })).toBe('nsw-whitecard');
    // heights code before first aid title
    expect(courseSlug({ code: 'RIIWHS204E', title: 'Provide first aid' })).toBe('working-at-heights');
    // first aid before confined spaces
    expect(courseSlug({ title: 'Provide first aid in confined spaces' })).toBe('first-aid');
    // confined spaces before machinery
    expect(courseSlug({ title: 'Confined spaces for civil crews' })).toBe('confined-spaces');
    // white card code before heights title
    expect(courseSlug({ code: 'CPCWHS1001', title: 'Work safely at heights' })).toBe('nsw-whitecard');
  });

  it('builds the VIEW COURSE href', () => {
    expect(courseHref({ code: 'RIIWHS202E', title: 'x' })).toBe('/courses/confined-spaces');
  });
});

describe('course slugs for prerendering', () => {
  it('includes the five named pages', () => {
    expect(namedCoursePageSlugs).toHaveLength(5);
    for (const slug of namedCoursePageSlugs) expect(allCourseSlugs()).toContain(slug);
  });

  it('includes every slug a card, catalogue row or course links to, without duplicates', () => {
    const slugs = allCourseSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const unit of [...featuredCatalogueUnits, ...catalogueUnits])
      expect(slugs, unit.code).toContain(courseSlug(unit));
    for (const course of courses) expect(slugs, course.id).toContain(courseSlug(courseSlugInput(course)));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('describes each slug for its page', () => {
    for (const slug of allCourseSlugs()) {
      const info = courseForSlug(slug);
      expect(info?.slug).toBe(slug);
      expect(info?.title, slug).not.toBe('');
      expect(info?.description, slug).not.toBe('');
      expect(info?.locations.length, slug).toBeGreaterThan(0);
    }
  });

  it('returns the named page content for the five named slugs', () => {
    expect(courseForSlug('confined-spaces')?.namedPage?.unitCodes).toEqual(['RIIWHS202E']);
    expect(courseForSlug('machinery-training')?.codes).toHaveLength(9);
    expect(courseForSlug('conduct-local-risk-control')?.namedPage).toBeNull();
  });

  it('merges a catalogue row and a course with the same title into one page', () => {
    const info = courseForSlug('conduct-local-risk-control');
    expect(info?.codes).toEqual(['RIIRIS201E']);
    // The course's unit price, as a price-book token the page renders.
    expect(info?.price).toBe('{price:unit:RIIRIS201E:standard}');
    expect(info?.rating).toBe(4.7);
  });

  it('returns undefined for a slug nothing links to', () => {
    expect(courseForSlug('basket-weaving')).toBeUndefined();
  });

  it('returns a copy the caller cannot use to change the index', () => {
    courseForSlug('conduct-local-risk-control')!.codes.push('X');
    expect(courseForSlug('conduct-local-risk-control')?.codes).toEqual(['RIIRIS201E']);
  });
});
