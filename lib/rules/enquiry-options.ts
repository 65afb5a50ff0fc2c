import { courses } from '@/content/courses';
import { pricingPackages } from '@/content/packages';
import { bookingCourseName } from '@/lib/rules/course-page';
import { allCourseSlugs, courseForSlug } from '@/lib/rules/course-slug';
import { CORPORATE_COURSE, GENERAL_COURSE } from '@/lib/validation/enquiry';

/** The course-of-interest choices of the enquiry form, from the catalogue. Built on the server, passed to the form. */

export type CourseOptionGroup = { label: string; options: readonly string[] };

const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' });

export function enquiryCourseGroups(): CourseOptionGroup[] {
  // The names the course pages, /courses and the price list put in `?course=`, so a prefilled course is selectable.
  const courseNames = new Set<string>(courses.map((course) => course.name));
  for (const slug of allCourseSlugs()) {
    const info = courseForSlug(slug);
    if (info) courseNames.add(bookingCourseName(info));
  }
  return [
    { label: 'Courses', options: [...courseNames].sort(byName) },
    {
      label: 'Training packages',
      options: pricingPackages.map((pkg) => pkg.name).filter((name) => !courseNames.has(name)),
    },
    { label: 'Other', options: [CORPORATE_COURSE, GENERAL_COURSE] },
  ];
}
