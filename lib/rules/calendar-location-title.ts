import { titleCaseFromSlug } from './format';

/** The spec's heading when /calendar/{location} has no usable parameter. */
export const UNKNOWN_LOCATION = 'Unknown Location';

const MAX_PARAMETER_LENGTH = 60;

/** The spec's location heading: the hyphenated parameter title-cased ('some-place' -> 'Some Place'). */
export function calendarLocationTitle(parameter: string | null | undefined): string {
  if (!parameter) return UNKNOWN_LOCATION;
  const title = titleCaseFromSlug(parameter.slice(0, MAX_PARAMETER_LENGTH).replace(/[\s_]+/g, '-'));
  return title || UNKNOWN_LOCATION;
}

/** The {location} parameter of a /calendar/{location} path (decoded), or null for any other path. */
export function calendarLocationParameter(pathname: string): string | null {
  const match = /^\/calendar\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
