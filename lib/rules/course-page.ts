import { courses } from '@/content/courses';
import { findLocation, type Location } from '@/content/locations';
import { courseSlug, courseSlugInput, type CourseSlugInfo } from './course-slug';

/** Helpers for /courses/[slug]: turning the catalogue's display text into booking names and schema.org values. */

/**
 * The course name BOOK NOW carries for a course page: the first of the fixed courses whose card links to this
 * page (so the booking form finds it in its list), else the page title.
 */
export function bookingCourseName(info: Pick<CourseSlugInfo, 'slug' | 'title'>): string {
  const course = courses.find((candidate) => courseSlug(courseSlugInput(candidate)) === info.slug);
  return course?.name ?? info.title;
}

/** Every dollar amount in a price text: '$99 online, $149 face to face' -> [99, 149]. */
export function pricesIn(text: string | null | undefined): number[] {
  if (!text) return [];
  return [...text.matchAll(/\$\s*(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1].replace(/,/g, '')));
}

/** The lowest dollar amount in a price text, or the fallback when it names none. */
export function lowestPrice(text: string | null | undefined, fallback: number): number {
  const prices = pricesIn(text);
  return prices.length > 0 ? Math.min(...prices) : fallback;
}

const UNIT_TO_ISO: Record<string, (n: number) => string> = {
  hour: (n) => `PT${n}H`,
  day: (n) => `P${n}D`,
  week: (n) => `P${n}W`,
  month: (n) => `P${n}M`,
};

/**
 * ISO 8601 duration of a course length as written in the catalogue, using its upper bound:
 * '6 hours' -> 'PT6H', '3 to 6 hours' -> 'PT6H', '1 to 2 days' -> 'P2D', '12 months' -> 'P12M'.
 */
export function durationToIso(text: string | null | undefined, fallback = 'P1D'): string {
  if (!text) return fallback;
  const match = /(\d+)(?:\s*(?:to|-|–)\s*(\d+))?\s*(hour|day|week|month)s?/i.exec(text);
  if (!match) return fallback;
  const amount = Number(match[2] ?? match[1]);
  return UNIT_TO_ISO[match[3].toLowerCase()](amount);
}

export type CourseMode = 'Onsite' | 'Online' | 'Blended';

/**
 * schema.org course modes named by delivery texts ('Face to face or online' -> Onsite, Online). Onsite when none.
 * Blended delivery is one mode, however its parts are described ('Blended: online theory, face-to-face practical').
 */
export function courseModes(deliveryTexts: readonly string[]): CourseMode[] {
  const modes = new Set<CourseMode>();
  for (const text of deliveryTexts) {
    const lower = text.toLowerCase();
    if (/blended/.test(lower)) {
      modes.add('Blended');
      continue;
    }
    if (/face|on site|site|venue|workplace|class/.test(lower)) modes.add('Onsite');
    if (/online|zoom|virtual/.test(lower)) modes.add('Online');
  }
  const order: CourseMode[] = ['Onsite', 'Online', 'Blended'];
  const result = order.filter((mode) => modes.has(mode));
  return result.length > 0 ? result : ['Onsite'];
}

export function locationsOf(slugs: readonly string[]): Location[] {
  return slugs
    .map((slug) => findLocation(slug))
    .filter((location): location is Location => location !== undefined);
}

/** The video id of a YouTube address (watch, youtu.be, embed or shorts), or undefined. */
export function youTubeId(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : undefined;
}

/** One price a course page shows, with the delivery it is for. */
export type CoursePriceOffer = { name?: string; price: number; modes: CourseMode[] };

/** The delivery a price's own words name ('online', 'face to face'), or none. */
function modesNamedIn(text: string): CourseMode[] {
  const lower = text.toLowerCase();
  const named: CourseMode[] = [];
  if (/face|on site|venue|in class/.test(lower)) named.push('Onsite');
  if (/online|virtual/.test(lower)) named.push('Online');
  if (/blended/.test(lower)) named.push('Blended');
  return named;
}

/**
 * The prices a course page shows, each with its delivery: a named page's priced options (their labels may name a
 * mode: 'Online', 'Face to face'), else every amount in the price text with the words after it
 * ('$99 online, $149 face to face'), else the default price the page falls back to. A price whose words name no
 * mode is for every mode the page's delivery names.
 */
export function coursePriceOffers(input: {
  priceText: string | null;
  options?: readonly { label: string; price: number }[];
  deliveryModes: readonly CourseMode[];
  fallbackPrice: number;
}): CoursePriceOffer[] {
  const forModes = (words: string): CourseMode[] => {
    const named = modesNamedIn(words).filter((mode) => input.deliveryModes.includes(mode));
    return named.length > 0 ? named : [...input.deliveryModes];
  };
  if (input.options && input.options.length > 0) {
    return input.options.map((option) => ({
      name: option.label,
      price: option.price,
      modes: forModes(option.label),
    }));
  }
  const text = input.priceText ?? '';
  const amounts = [...text.matchAll(/\$\s*(\d[\d,]*(?:\.\d+)?)/g)];
  if (amounts.length === 0) return [{ price: input.fallbackPrice, modes: [...input.deliveryModes] }];
  return amounts.map((match, index) => {
    const end = (match.index ?? 0) + match[0].length;
    const next = amounts[index + 1]?.index ?? text.length;
    return { price: Number(match[1].replace(/,/g, '')), modes: forModes(text.slice(end, next)) };
  });
}
