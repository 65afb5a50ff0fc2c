import { locations, type Location } from '@/content/locations';

/** The filter value that shows every location. */
export const ALL_LOCATIONS = 'all';

export type LocationFilterOption = { value: string; label: string };

/** 'All locations' first, then one lower-cased name fragment per location ('port macquarie', 'mackay', ...). */
export const locationFilterOptions: readonly LocationFilterOption[] = [
  { value: ALL_LOCATIONS, label: 'All locations' },
  ...locations.map((location) => ({ value: location.name.toLowerCase(), label: location.label })),
];

/** Reads a filter value from untrusted input (a select, a query string): anything unknown means all. */
export function normaliseLocationFilter(value: string | null | undefined): string {
  const needle = (value ?? '').trim().toLowerCase();
  return needle.length === 0 ? ALL_LOCATIONS : needle;
}

/**
 * The spec's rule: 'all' matches everything; otherwise the lower-cased location text must contain the
 * lower-cased fragment ('bowen basin' matches the sample sessions' 'Bowen Basin QLD').
 */
export function matchesLocation(locationText: string, filter: string): boolean {
  const needle = normaliseLocationFilter(filter);
  if (needle === ALL_LOCATIONS) return true;
  return locationText.toLowerCase().includes(needle);
}

export function filterByLocation<T extends { location: string }>(items: readonly T[], filter: string): T[] {
  return items.filter((item) => matchesLocation(item.location, filter));
}

/** The one location a filter value names, if exactly one matches; used to carry ?location= to the booking form. */
export function locationForFilter(filter: string): Location | undefined {
  const needle = normaliseLocationFilter(filter);
  if (needle === ALL_LOCATIONS) return undefined;
  const matches = locations.filter((location) => matchesLocation(location.label, needle));
  return matches.length === 1 ? matches[0] : undefined;
}
