import { findLocation } from '@/content/locations';
import { getTrainingUnit } from '@/content/learning/units';
import { isAppRoute } from './app-routes';
import { isCourseSlug } from '@/lib/rules/course-slug';
import { isPresentationAudience } from '@/lib/rules/presentations';
import { isPublicFile } from './public-files';

/**
 * What the proxy does with a page request before Next routes it. Two kinds of miss are answered with Next's own
 * not-found page (`NOT_FOUND_PATH`, rendered on the server): a path no route claims, and an unknown value of a
 * dynamic route whose parameters form a closed set. Next would render the latter and keep a cache entry for every
 * invented URL (a disk-filling loop), and a notFound() thrown while a page renders sends an empty HTML shell that
 * only JavaScript fills in (vercel/next.js#62228). Unknown calendar locations share one cached page.
 */

/** Next's prerendered not-found route: a full page in the HTML, status 404. */
export const NOT_FOUND_PATH = '/_not-found';

/** Every unknown /calendar/{location} shows the same 'Unknown Location' page, so they share this one. */
export const UNKNOWN_CALENDAR_PATH = '/calendar/unknown-location';

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

export type RequestRouting = { kind: 'not-found'; path: string } | { kind: 'rewrite'; to: string };

/**
 * What the proxy should do with a GET or HEAD request for `pathname`: answer not found (logging `path`, the decoded
 * path the visitor asked for), rewrite it, or leave it alone (null). The visitor's URL stays either way. Other
 * methods are left to the routes themselves, which cache nothing for them.
 */
export function routeRequest(method: string, pathname: string): RequestRouting | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const segments = decodedSegments(pathname);
  // Next's own paths (/_next/…, /_not-found) and malformed escapes are Next's to answer.
  if (!segments || segments[0]?.startsWith('_')) return null;
  const path = `/${segments.join('/')}`;
  if (isPublicFile(path)) return null;
  if (!isAppRoute(segments) || knownPage(segments) === false) return { kind: 'not-found', path };
  const [first, location] = segments;
  if (
    first === 'calendar' &&
    location !== undefined &&
    !findLocation(location) &&
    pathname !== UNKNOWN_CALENDAR_PATH
  ) {
    return { kind: 'rewrite', to: UNKNOWN_CALENDAR_PATH };
  }
  return null;
}
