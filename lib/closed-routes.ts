import { findLocation } from '@/content/locations';
import { getTrainingUnit } from '@/content/learning/units';
import { isCourseSlug } from './course-slug';
import { isPresentationAudience } from './presentations';

/**
 * Dynamic routes whose parameters form a closed set. Next renders and caches a page for any parameter it is asked
 * for (they keep `dynamicParams` so a miss can be logged), so without this every invented URL below them would
 * leave a cache entry of its own on disk. The proxy sends such paths elsewhere first: misses to the uncached
 * catch-all route, which logs them and answers 404, and unknown calendar locations to one shared cached page.
 */

/** Prefix of a rewritten miss; the catch-all route strips it before logging the path the visitor asked for. */
export const MISSING_PATH_PREFIX = '/_missing';

/** Every unknown /calendar/{location} shows the same 'Unknown Location' page, so they share this one. */
export const UNKNOWN_CALENDAR_PATH = '/calendar/unknown-location';

/** The route prefixes checked here (the proxy's matcher must include them, file extensions and all). */
export const closedRoutePrefixes = [
  'courses',
  'locations',
  'elearning',
  'assessments',
  'presentations',
  'calendar',
  'reviews',
];

function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // Malformed escapes: Next answers these itself.
  }
}

const isUnit = (code: string | undefined) => code !== undefined && getTrainingUnit(code) !== undefined;

/** Whether the segments name a page of a closed route, or null when they are not under one. */
function knownPage([first, ...rest]: string[]): boolean | null {
  switch (first) {
    case 'courses':
      return rest.length === 1 ? isCourseSlug(rest[0]) : null;
    case 'locations':
      return rest.length === 1 ? findLocation(rest[0]) !== undefined : null;
    case 'elearning':
      return rest.length === 1 ? isUnit(rest[0]) : null;
    case 'assessments':
      return rest.length === 2 && rest[1] === 'theory' ? isUnit(rest[0]) : null;
    case 'presentations':
      return rest.length === 2 ? isUnit(rest[0]) && isPresentationAudience(rest[1]) : null;
    case 'calendar':
      return rest.length <= 1;
    case 'reviews':
      return rest.length === 0;
    default:
      return null;
  }
}

/**
 * Where the proxy should rewrite a request for `pathname`, or null to leave it alone. The visitor's URL stays; only
 * what renders (and what is cached) changes.
 */
export function closedRouteRewrite(pathname: string): string | null {
  const segments = decodedSegments(pathname);
  if (!segments) return null;
  const known = knownPage(segments);
  if (known === null) return null;
  if (!known) return `${MISSING_PATH_PREFIX}${pathname}`;
  const [first, location] = segments;
  if (
    first === 'calendar' &&
    location !== undefined &&
    !findLocation(location) &&
    pathname !== UNKNOWN_CALENDAR_PATH
  ) {
    return UNKNOWN_CALENDAR_PATH;
  }
  return null;
}

/** The path a visitor asked for, from the catch-all route's segments (a rewritten miss carries the prefix). */
export function requestedMissingPath(segments: readonly string[]): string {
  const path = `/${segments.join('/')}`;
  return path.startsWith(`${MISSING_PATH_PREFIX}/`) ? path.slice(MISSING_PATH_PREFIX.length) : path;
}
