import type { StateCode } from './contacts';

/** The IANA zones the provider's locations are in: NSW keeps daylight saving, QLD does not. */
export type TimeZone = 'Australia/Sydney' | 'Australia/Brisbane';

export type Location = {
  slug: LocationSlug;
  /** Name as shown and as stored in availability_slots.location. */
  name: string;
  state: StateCode;
  /**
   * The AVETMISS training organisation delivery location identifier (NAT00020, NAT00120): at most 10 characters and
   * never changed once reported, so NCVER links every year's activity to the same site.
   */
  deliveryLocationId: string;
  /** Label used in course lists, e.g. 'Mackay QLD'. */
  label: string;
  /** Town used for the postal locality in structured data. */
  locality: string;
  postcode: string;
  /**
   * Centre of the locality (public gazetteer figures, 4 decimals): where search engines place the location. No
   * street address or opening hours are published for the training venues, so structured data states none.
   */
  geo: { latitude: number; longitude: number };
  /** The venue's street address, once the provider publishes one. */
  streetAddress?: string;
  /** schema.org openingHours ('Mo-Fr 08:30-16:30'), once the provider publishes them. */
  openingHours?: readonly string[];
  timeZone: TimeZone;
  blurb: string;
};

export const locationSlugs = [
  'port-macquarie',
  'mid-north-coast',
  'mackay',
  'hunter-valley',
  'bowen-basin',
] as const;
export type LocationSlug = (typeof locationSlugs)[number];

// Hunter Valley is in NSW. The spec's grouping lists it after Mackay; geography and coordinator routing follow the real state.
export const locations = [
  {
    slug: 'port-macquarie',
    deliveryLocationId: 'PMQ',
    name: 'Port Macquarie',
    state: 'NSW',
    label: 'Port Macquarie NSW',
    locality: 'Port Macquarie',
    postcode: '2444',
    geo: { latitude: -31.4333, longitude: 152.9 },
    timeZone: 'Australia/Sydney',
    blurb:
      'Our home base on the NSW Mid North Coast, running white card, heights, confined space and first aid courses every week.',
  },
  {
    slug: 'mid-north-coast',
    deliveryLocationId: 'MNC',
    name: 'Mid North Coast',
    state: 'NSW',
    label: 'Mid North Coast NSW',
    locality: 'Kempsey',
    postcode: '2440',
    geo: { latitude: -31.0833, longitude: 152.8333 },
    timeZone: 'Australia/Sydney',
    blurb: 'Training for civil crews and councils from Taree to Coffs Harbour, on our site or yours.',
  },
  {
    slug: 'mackay',
    deliveryLocationId: 'MKY',
    name: 'Mackay',
    state: 'QLD',
    label: 'Mackay QLD',
    locality: 'Mackay',
    postcode: '4740',
    geo: { latitude: -21.1411, longitude: 149.1861 },
    timeZone: 'Australia/Brisbane',
    blurb:
      'The gateway to the Bowen Basin: mining induction units, machinery tickets and first aid for FIFO and DIDO workers.',
  },
  {
    slug: 'hunter-valley',
    deliveryLocationId: 'HUN',
    name: 'Hunter Valley',
    state: 'NSW',
    label: 'Hunter Valley NSW',
    locality: 'Singleton',
    postcode: '2330',
    geo: { latitude: -32.5667, longitude: 151.1667 },
    timeZone: 'Australia/Sydney',
    blurb:
      'Open-cut coal and civil projects across the Hunter: plant operator verification of competency and site safety units.',
  },
  {
    slug: 'bowen-basin',
    deliveryLocationId: 'BOW',
    name: 'Bowen Basin',
    state: 'QLD',
    label: 'Bowen Basin QLD',
    locality: 'Moranbah',
    postcode: '4744',
    geo: { latitude: -22.0016, longitude: 148.0466 },
    timeZone: 'Australia/Brisbane',
    blurb:
      'On-site training for Bowen Basin mines: confined spaces, heights, LV rescue and machinery tickets.',
  },
] as const satisfies readonly Location[];

export function findLocation(slug: string): Location | undefined {
  return locations.find((location) => location.slug === slug);
}

/** Maps free location text ('Bowen Basin QLD', 'mackay') to one of the five locations. */
export function locationFromText(text: string): Location | undefined {
  const needle = text.trim().toLowerCase();
  return locations.find(
    (location) => needle === location.slug || needle.includes(location.name.toLowerCase()),
  );
}
