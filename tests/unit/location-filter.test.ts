import { describe, expect, it } from 'vitest';
import { locations } from '@/content/locations';
import {
  ALL_LOCATIONS,
  filterByLocation,
  locationFilterOptions,
  locationForFilter,
  matchesLocation,
  normaliseLocationFilter,
} from '@/lib/rules/location-filter';

describe('location filter on /courses', () => {
  it('offers All locations (value all) then one lower-case fragment per location', () => {
    expect(locationFilterOptions[0]).toEqual({ value: 'all', label: 'All locations' });
    expect(locationFilterOptions.slice(1).map((option) => option.value)).toEqual([
      'port macquarie',
      'mid north coast',
      'mackay',
      'hunter valley',
      'bowen basin',
    ]);
    for (const option of locationFilterOptions) expect(option.value).toBe(option.value.toLowerCase());
  });

  it('all matches every location text', () => {
    for (const location of locations) expect(matchesLocation(location.label, ALL_LOCATIONS)).toBe(true);
    expect(matchesLocation('anything at all', 'all')).toBe(true);
  });

  it('matches a lower-cased fragment of the location name, whatever the case of the text', () => {
    expect(matchesLocation('Bowen Basin QLD', 'bowen basin')).toBe(true);
    expect(matchesLocation('PORT MACQUARIE', 'port')).toBe(true);
    expect(matchesLocation('Mackay', 'MACKAY')).toBe(true);
    expect(matchesLocation('Hunter Valley', 'mackay')).toBe(false);
  });

  it('treats an empty filter as all', () => {
    expect(normaliseLocationFilter('')).toBe('all');
    expect(normaliseLocationFilter(undefined)).toBe('all');
    expect(normaliseLocationFilter('  Mackay ')).toBe('mackay');
  });

  it('filters a list of sessions by location text', () => {
    const sessions = [
      { id: 1, location: 'Port Macquarie' },
      { id: 2, location: 'Bowen Basin QLD' },
      { id: 3, location: 'Mackay' },
    ];
    expect(filterByLocation(sessions, 'all').map((s) => s.id)).toEqual([1, 2, 3]);
    expect(filterByLocation(sessions, 'bowen basin').map((s) => s.id)).toEqual([2]);
    expect(filterByLocation(sessions, 'hunter valley')).toEqual([]);
  });

  it('names the one location a filter value selects, for the booking link', () => {
    expect(locationForFilter('all')).toBeUndefined();
    expect(locationForFilter('mackay')?.slug).toBe('mackay');
    for (const option of locationFilterOptions.slice(1)) {
      expect(locationForFilter(option.value)?.name.toLowerCase()).toBe(option.value);
    }
    // 'coast' names one location; 'a' names several, so none is chosen.
    expect(locationForFilter('coast')?.slug).toBe('mid-north-coast');
    expect(locationForFilter('a')).toBeUndefined();
  });
});
