import { courses } from '@/content/courses';
import { findLocation, locationFromText, type LocationSlug } from '@/content/locations';
import { catalogueUnits } from '@/content/catalogue-units';
import { findMarketingPackage, marketingPackages } from '@/content/marketing-packages';
import { findPackage, pricingPackages } from '@/content/packages';
import { findSpecial, specials } from '@/content/specials';
import { bookingCourseName } from '@/lib/rules/course-page';
import { allCourseSlugs, courseForSlug } from '@/lib/rules/course-slug';
import { formatAud, parseYmd } from '@/lib/rules/format';
import type { PriceBook } from '@/lib/rules/price-book';
import { renderPriceText } from '@/lib/rules/price-template';
import type { BookingInput } from '@/lib/validation/booking';
import { isUuid } from '@/lib/rules/uuid';

/**
 * Fills the booking form from the query string: ?package= (pricing or marketing package id), ?special=, ?location=
 * (slug, or a location text such as 'Mackay QLD'), ?course=, ?date= (yyyy-MM-dd, from a calendar slot) and
 * ?session=. Unknown values are ignored. Everything shown comes from content or the database, never text from the
 * address (a forged link would otherwise put its own words in the "You are booking" box): a course is shown only
 * when it names one of the catalogue's courses, units, packages or specials, or the calendar session the link
 * carries; its price is the price book's; its duration and class size are the course's own.
 */

export type BookingSummary = {
  course: string;
  price?: string;
  duration?: string;
  maxStudents?: string;
  location?: string;
  date?: string;
};

export type BookingPrefill = {
  values: Pick<BookingInput, 'course' | 'preferredLocation' | 'preferredDate' | 'sessionId'>;
  /** What the visitor picked elsewhere, shown above the form; null when nothing was carried over. */
  summary: BookingSummary | null;
};

type Params = Record<string, string | string[] | undefined>;

function first(params: Params, key: string): string | undefined {
  const value = params[key];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && text.length > 0 ? text.slice(0, 200) : undefined;
}

/** Names the course select offers: the catalogue's courses, then the pricing packages. */
export const bookableCourseNames: readonly string[] = [...courses.map((course) => course.name)];
export const bookablePackageNames: readonly string[] = pricingPackages.map((pkg) => pkg.name);

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

let knownNames: Map<string, string> | undefined;

/** Every name a link of the site puts in ?course=, by its own spelling and by its normalised form. */
function knownCourseNames(): Map<string, string> {
  if (!knownNames) {
    const names = [
      ...courses.map((course) => course.name),
      ...catalogueUnits.map((unit) => unit.title),
      ...allCourseSlugs().flatMap((slug) => {
        const info = courseForSlug(slug);
        return info ? [bookingCourseName(info)] : [];
      }),
      ...pricingPackages.map((pkg) => pkg.name),
      ...marketingPackages.map((pkg) => `${pkg.name} Package`),
      ...specials.map((special) => `${special.title} Special`),
    ];
    knownNames = new Map();
    // A name spelled exactly as one of the site's links spells it keeps that spelling; otherwise the first one.
    for (const name of names) {
      knownNames.set(name.trim().replace(/\s+/g, ' '), name);
      if (!knownNames.has(normaliseName(name))) knownNames.set(normaliseName(name), name);
    }
  }
  return knownNames;
}

function knownCourseName(asked: string): string | undefined {
  const names = knownCourseNames();
  return names.get(asked.replace(/\s+/g, ' ')) ?? names.get(normaliseName(asked));
}

/** The ?session= id when it is one (a uuid), lower case; the page looks the session up with it. */
export function sessionParam(params: Params): string | undefined {
  const session = first(params, 'session');
  return session && isUuid(session) ? session.toLowerCase() : undefined;
}

export function bookingPrefill(
  params: Params,
  book: PriceBook,
  options: { sessionCourse?: string | null } = {},
): BookingPrefill {
  const asked = first(params, 'course');
  const sessionCourse = options.sessionCourse?.trim() || undefined;
  let course =
    asked === undefined
      ? undefined
      : sessionCourse && normaliseName(sessionCourse) === normaliseName(asked)
        ? sessionCourse
        : knownCourseName(asked);
  const named = course
    ? courses.find((item) => normaliseName(item.name) === normaliseName(course!))
    : undefined;
  let price = named ? formatAud(book.coursePrice(named)) : undefined;
  // The Mackay list's links ask for the course's duration and class size: shown from the course, never the link.
  let duration: string | undefined = named && first(params, 'duration') ? named.duration : undefined;
  let maxStudents: string | undefined = named && first(params, 'maxStudents') ? named.maxStudents : undefined;

  const packageId = first(params, 'package');
  const pricing = packageId ? findPackage(packageId) : undefined;
  const marketing = packageId && !pricing ? findMarketingPackage(packageId) : undefined;
  if (pricing) {
    course = pricing.name;
    price = formatAud(book.packagePrice(pricing.id));
  } else if (marketing) {
    course = `${marketing.name} Package`;
    price = renderPriceText(marketing.price, book);
    duration = marketing.duration;
    maxStudents = marketing.maxStudents;
  }

  const specialId = first(params, 'special');
  const special = specialId ? findSpecial(specialId) : undefined;
  if (special) {
    course = `${special.title} Special`;
    price = formatAud(book.packagePrice(special.packageId));
  }

  const locationParam = first(params, 'location');
  const location = locationParam
    ? (findLocation(locationParam) ?? locationFromText(locationParam))
    : undefined;
  const dateParam = first(params, 'date');
  const date = dateParam && parseYmd(dateParam) ? dateParam : undefined;

  const values = {
    course: course ?? '',
    preferredLocation: (location?.slug ?? '') as LocationSlug | '',
    preferredDate: date ?? '',
    sessionId: sessionParam(params) ?? '',
  };
  const summary =
    course !== undefined ? { course, price, duration, maxStudents, location: location?.label, date } : null;
  return { values, summary };
}
