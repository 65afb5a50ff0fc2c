import { catalogueUnits, featuredCatalogueUnits } from '@/content/catalogue-units';
import {
  coursePages,
  namedCoursePageSlugs,
  type CoursePage,
  type NamedCoursePageSlug,
} from '@/content/course-pages';
import { courses, type Course } from '@/content/courses';
import { locationSlugs, type LocationSlug } from '@/content/locations';
import { coursePriceToken } from '@/content/price-refs';

export { namedCoursePageSlugs };

export type CourseSlugInput = { code?: string; title: string; category?: string };

/** Lower-case, hyphen-separated: 'Enter & Work in Confined Spaces' -> 'enter-work-in-confined-spaces'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type SlugOverride = { slug: NamedCoursePageSlug; codes: readonly string[]; titleContains: readonly string[] };

/** The spec's VIEW COURSE overrides, in order; the first match wins. Matching ignores case. */
export const courseSlugOverrides = [
  { slug: 'nsw-whitecard', codes: ['CPCWHS1001'], titleContains: ['construction industry'] },
  { slug: 'working-at-heights', codes: ['RIIWHS204E'], titleContains: ['work safely at heights'] },
  { slug: 'first-aid', codes: ['HLTAID011'], titleContains: ['provide first aid'] },
  { slug: 'confined-spaces', codes: ['RIIWHS202E'], titleContains: ['confined spaces'] },
  { slug: 'machinery-training', codes: [], titleContains: ['machinery', 'civil'] },
] as const satisfies readonly SlugOverride[];

/** The slug a course card's VIEW COURSE links to: an override page, else the hyphenated title. */
export function courseSlug({ code, title }: CourseSlugInput): string {
  const codeText = `${code ?? ''} ${title}`.toUpperCase();
  const titleText = title.toLowerCase();
  const override = courseSlugOverrides.find(
    (rule: SlugOverride) =>
      rule.codes.some((ruleCode) => codeText.includes(ruleCode)) ||
      rule.titleContains.some((phrase) => titleText.includes(phrase)),
  );
  return override ? override.slug : slugify(title);
}

export function courseHref(input: CourseSlugInput): string {
  return `/courses/${courseSlug(input)}`;
}

function courseCode(course: Course): string | undefined {
  return course.pricing.kind === 'unit' ? course.pricing.unitCode : undefined;
}

/** Slug input for one of the fixed courses. */
export function courseSlugInput(course: Course): CourseSlugInput {
  return { code: courseCode(course), title: course.name, category: course.category };
}

/** What a generated /courses/[slug] page shows. */
export type CourseSlugInfo = {
  slug: string;
  title: string;
  codes: string[];
  description: string;
  duration: string | null;
  price: string | null;
  deliveryModes: string[];
  maxStudents: string | null;
  locations: LocationSlug[];
  rating: number | null;
  /** The richer content of the five named course pages. */
  namedPage: CoursePage | null;
};

function buildIndex(): Map<string, CourseSlugInfo> {
  const index = new Map<string, CourseSlugInfo>();

  const add = (slug: string, info: Omit<CourseSlugInfo, 'slug'>) => {
    const existing = index.get(slug);
    // The five named pages keep their own content; cards that route to them add nothing.
    if (existing?.namedPage) return;
    if (!existing) {
      index.set(slug, {
        slug,
        ...info,
        codes: [...info.codes],
        deliveryModes: [...info.deliveryModes],
        locations: [...info.locations],
      });
      return;
    }
    for (const code of info.codes) if (!existing.codes.includes(code)) existing.codes.push(code);
    for (const mode of info.deliveryModes)
      if (!existing.deliveryModes.includes(mode)) existing.deliveryModes.push(mode);
    for (const location of info.locations)
      if (!existing.locations.includes(location)) existing.locations.push(location);
    existing.duration ??= info.duration;
    existing.price ??= info.price;
    existing.maxStudents ??= info.maxStudents;
    existing.rating ??= info.rating;
  };

  for (const page of coursePages) {
    add(page.slug, {
      title: page.title,
      codes: [...page.unitCodes],
      description: page.summary,
      duration: page.facts.duration,
      price: page.facts.price,
      deliveryModes: [page.facts.delivery],
      maxStudents: String(page.facts.maxStudents),
      locations: [...locationSlugs],
      rating: null,
      namedPage: page,
    });
  }
  for (const unit of [...featuredCatalogueUnits, ...catalogueUnits]) {
    add(courseSlug(unit), {
      title: unit.title,
      codes: [unit.code],
      description: unit.description,
      duration: unit.duration,
      price: unit.price,
      deliveryModes: [...unit.deliveryModes],
      maxStudents: null,
      locations: [...unit.locations],
      rating: null,
      namedPage: null,
    });
  }
  for (const course of courses) {
    const code = courseCode(course);
    add(courseSlug(courseSlugInput(course)), {
      title: course.name,
      codes: code ? [code] : [],
      description: course.description,
      duration: course.duration,
      price: coursePriceToken(course),
      deliveryModes: [course.delivery],
      maxStudents: course.maxStudents,
      locations: [...locationSlugs],
      rating: course.rating,
      namedPage: null,
    });
  }
  return index;
}

let cachedIndex: Map<string, CourseSlugInfo> | undefined;

function slugIndex(): Map<string, CourseSlugInfo> {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

/** Every slug a course card, catalogue row or course item links to, plus the five named pages. */
export function allCourseSlugs(): string[] {
  return [...slugIndex().keys()];
}

/** Whether /courses/{slug} is a page (no copy made: the proxy asks on every such request). */
export function isCourseSlug(slug: string): boolean {
  return slugIndex().has(slug);
}

/** What /courses/{slug} shows, or undefined for a slug nothing links to. */
export function courseForSlug(slug: string): CourseSlugInfo | undefined {
  const info = slugIndex().get(slug);
  return info && structuredClone(info);
}
