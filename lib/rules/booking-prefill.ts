import { courses } from '@/content/courses';
import { findLocation, locationFromText, type LocationSlug } from '@/content/locations';
import { findMarketingPackage } from '@/content/marketing-packages';
import { findPackage, pricingPackages } from '@/content/packages';
import { findSpecial } from '@/content/specials';
import { formatAud, parseYmd } from '@/lib/rules/format';
import type { PriceBook } from '@/lib/rules/price-book';
import { renderPriceText } from '@/lib/rules/price-template';
import type { BookingInput } from '@/lib/validation/booking';

/**
 * Fills the booking form from the query string: ?package= (pricing or marketing package id), ?special=, ?location=
 * (slug, or a location text such as 'Mackay QLD'), ?course=, ?date= (yyyy-MM-dd, from a calendar slot) and the
 * Mackay list's ?duration=, ?maxStudents=. Unknown values are ignored. A price shown is the price book's for the
 * course, package or special, never a figure from the address (an old link or a forged one would show another).
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(params: Params, key: string): string | undefined {
  const value = params[key];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && text.length > 0 ? text.slice(0, 200) : undefined;
}

function plainText(value: string | undefined, max = 40): string | undefined {
  return value && /^[\w\s.,()&+/-]+$/.test(value) ? value.slice(0, max) : undefined;
}

/** Names the course select offers: the catalogue's courses, then the pricing packages. */
export const bookableCourseNames: readonly string[] = [...courses.map((course) => course.name)];
export const bookablePackageNames: readonly string[] = pricingPackages.map((pkg) => pkg.name);

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function bookingPrefill(params: Params, book: PriceBook): BookingPrefill {
  let course = first(params, 'course');
  const named = course ? courses.find((item) => normaliseName(item.name) === normaliseName(course!)) : undefined;
  let price = named ? formatAud(book.coursePrice(named)) : undefined;
  let duration = plainText(first(params, 'duration'));
  let maxStudents = plainText(first(params, 'maxStudents'), 10);

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

  const sessionParam = first(params, 'session');
  const values = {
    course: course ?? '',
    preferredLocation: (location?.slug ?? '') as LocationSlug | '',
    preferredDate: date ?? '',
    sessionId: sessionParam && UUID.test(sessionParam) ? sessionParam.toLowerCase() : '',
  };
  const summary =
    course !== undefined ? { course, price, duration, maxStudents, location: location?.label, date } : null;
  return { values, summary };
}
