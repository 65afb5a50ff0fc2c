import { DEFAULT_COURSE_PRICE, DEFAULT_DURATION, DEFAULT_MAX_STUDENTS } from '@/content/courses';
import { locations } from '@/content/locations';
import { courseModes, coursePriceOffers, durationToIso, locationsOf } from './course-page';
import { courseForSlug } from './course-slug';
import { formatAud } from './format';
import type { PriceBook } from './price-book';
import { renderPriceText, withPrices } from './price-template';
import { courseLd, type JsonLdObject } from './structured-data';

/**
 * What /courses/[slug] shows, as pure functions of the content and the price book: the page renders these, and
 * its JSON-LD is made from the same values, so a search result cannot show a price or delivery the page does not.
 */

/** The slug's content with every price token rendered from the price book. */
export function pricedCourse(slug: string, book: PriceBook) {
  const info = courseForSlug(slug);
  if (!info) return undefined;
  return {
    ...info,
    price: info.price === null ? null : renderPriceText(info.price, book),
    namedPage: info.namedPage ? withPrices(info.namedPage, book) : null,
  };
}

export type PricedCourse = NonNullable<ReturnType<typeof pricedCourse>>;

export type CourseFact = { label: string; value: string };

function locationText(slugs: readonly string[]): string {
  if (slugs.length >= locations.length) return 'All five locations';
  return locationsOf(slugs)
    .map((location) => location.label)
    .join(', ');
}

/** The course information card's rows. */
export function courseFacts(info: PricedCourse): CourseFact[] {
  const page = info.namedPage;
  if (page) {
    return [
      { label: 'Duration', value: page.facts.duration },
      { label: 'Max students', value: String(page.facts.maxStudents) },
      { label: 'Price', value: info.price ?? page.facts.price },
      { label: 'Delivery', value: page.facts.delivery },
      { label: 'Certificate', value: page.facts.certificate },
      { label: 'Locations', value: locationText(info.locations) },
    ];
  }
  return [
    ...(info.codes.length > 0
      ? [{ label: info.codes.length === 1 ? 'Unit code' : 'Unit codes', value: info.codes.join(', ') }]
      : []),
    { label: 'Duration', value: info.duration ?? DEFAULT_DURATION },
    { label: 'Max students', value: info.maxStudents ?? String(DEFAULT_MAX_STUDENTS) },
    { label: 'Delivery', value: info.deliveryModes.join('; ') || 'Face to face' },
    { label: 'Price', value: info.price ?? formatAud(DEFAULT_COURSE_PRICE) },
    { label: 'Locations', value: locationText(info.locations) },
  ];
}

function fact(facts: readonly CourseFact[], label: string): string {
  return facts.find((candidate) => candidate.label === label)?.value ?? '';
}

/** The page's Course JSON-LD: one Offer per price it shows, instances per delivery mode it shows. */
export function courseStructuredData(info: PricedCourse, path: string): JsonLdObject {
  const facts = courseFacts(info);
  const modes = courseModes([fact(facts, 'Delivery')]);
  const page = info.namedPage;
  return courseLd({
    name: info.title,
    description: page ? page.summary : info.description,
    path,
    code: info.codes.length === 1 ? info.codes[0] : undefined,
    offers: coursePriceOffers({
      priceText: fact(facts, 'Price'),
      options: page?.priceOptions,
      deliveryModes: modes,
      fallbackPrice: DEFAULT_COURSE_PRICE,
    }),
    workload: durationToIso(fact(facts, 'Duration') || DEFAULT_DURATION),
    courseMode: modes,
    locations: locationsOf(info.locations),
  });
}
