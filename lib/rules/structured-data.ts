import { coordinators } from '@/content/contacts';
import { locations, type Location } from '@/content/locations';
import { site } from '@/content/site';
import type { CourseMode, CoursePriceOffer } from './course-page';
import { absoluteUrl } from './seo';

/** schema.org objects built from content. Pure: tests parse them; <JsonLd> renders them. */
export type JsonLdObject = Record<string, unknown>;

export function providerOrganization(): JsonLdObject {
  return {
    '@type': 'EducationalOrganization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    areaServed: [...site.states],
    contactPoint: Object.values(coordinators).map((coordinator) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      areaServed: coordinator.state,
      telephone: coordinator.phone,
      email: coordinator.email,
    })),
  };
}

/** The home page's Organization: who runs the site, with its contact points, logo and the places it trains. */
export function organizationLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    ...providerOrganization(),
    '@type': ['Organization', 'EducationalOrganization'],
    '@id': `${absoluteUrl('/')}#organization`,
    description: site.description,
    location: locations.map((location) => ({
      '@type': 'Place',
      name: location.label,
      address: postalAddress(location),
    })),
  };
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; path: string }>): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * An ItemList of pages, each URL once (Google's course list wants one URL per item; several catalogue units share
 * one course page, which keeps the first name listed for it).
 */
export function itemListLd(name: string, items: ReadonlyArray<{ name: string; path: string }>): JsonLdObject {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const url = absoluteUrl(item.path);
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: unique.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

type CourseInput = {
  name: string;
  description: string;
  path: string;
  code?: string;
  /** Every price the page shows with its delivery (lib/rules/course-page.ts coursePriceOffers). */
  offers: ReadonlyArray<CoursePriceOffer>;
  /** ISO 8601 duration of the workload, e.g. 'PT6H'. */
  workload: string;
  courseMode: ReadonlyArray<CourseMode>;
  locations: ReadonlyArray<Location>;
};

const MODE_NAMES: Record<CourseMode, string> = {
  Onsite: 'Face to face',
  Online: 'Online',
  Blended: 'Blended',
};

/**
 * Google's course-info shape: a Course with one Offer per price the page shows (named for its option or delivery)
 * and CourseInstances per mode: one per place for face-to-face and blended delivery, one for online. Each instance
 * offers the prices for its mode.
 */
export function courseLd(course: CourseInput): JsonLdObject {
  const url = absoluteUrl(course.path);
  const offerOf = (offer: CoursePriceOffer) => ({
    '@type': 'Offer',
    name: offer.name ?? offer.modes.map((mode) => MODE_NAMES[mode]).join(' or '),
    category: 'Paid',
    price: offer.price.toFixed(2),
    priceCurrency: site.currency,
    availability: 'https://schema.org/InStock',
    url: absoluteUrl('/booking'),
  });
  const instance = (mode: CourseMode, location?: Location) => ({
    '@type': 'CourseInstance',
    courseMode: mode,
    courseWorkload: course.workload,
    ...(location
      ? { location: { '@type': 'Place', name: location.label, address: postalAddress(location) } }
      : {}),
    offers: course.offers.filter((offer) => offer.modes.includes(mode)).map(offerOf),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url,
    ...(course.code ? { courseCode: course.code } : {}),
    provider: providerOrganization(),
    offers: course.offers.map(offerOf),
    hasCourseInstance: course.courseMode.flatMap((mode) =>
      mode === 'Online' ? [instance(mode)] : course.locations.map((location) => instance(mode, location)),
    ),
  };
}

function postalAddress(location: Location): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    ...(location.streetAddress ? { streetAddress: location.streetAddress } : {}),
    addressLocality: location.locality,
    addressRegion: location.state,
    postalCode: location.postcode,
    addressCountry: 'AU',
  };
}

export function localBusinessLd(location: Location): JsonLdObject {
  const coordinator = coordinators[location.state];
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'EducationalOrganization'],
    name: `${site.name} — ${location.name}`,
    description: location.blurb,
    url: absoluteUrl(`/locations/${location.slug}`),
    image: absoluteUrl('/logo.svg'),
    telephone: coordinator.phone,
    email: coordinator.email,
    priceRange: '$$',
    address: postalAddress(location),
    geo: { '@type': 'GeoCoordinates', latitude: location.geo.latitude, longitude: location.geo.longitude },
    ...(location.openingHours?.length ? { openingHours: [...location.openingHours] } : {}),
    areaServed: { '@type': 'AdministrativeArea', name: location.label },
    parentOrganization: { '@type': 'EducationalOrganization', name: site.name, url: absoluteUrl('/') },
  };
}

type OfferInput = {
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  /** 'yyyy-MM-dd'; emitted only while in the future. */
  validUntil?: string;
  url: string;
};

/** Offers for the promotions page. validThrough/priceValidUntil are left out once the date has passed. */
export function offerCatalogLd(
  name: string,
  offers: ReadonlyArray<OfferInput>,
  today: Date = new Date(),
): JsonLdObject {
  const todayIso = today.toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    itemListElement: offers.map((offer) => {
      const current = offer.validUntil !== undefined && offer.validUntil >= todayIso;
      return {
        '@type': 'Offer',
        name: offer.name,
        description: offer.description,
        price: offer.price.toFixed(2),
        priceCurrency: site.currency,
        url: absoluteUrl(offer.url),
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'EducationalOrganization', name: site.name },
        ...(current ? { validThrough: offer.validUntil, priceValidUntil: offer.validUntil } : {}),
      };
    }),
  };
}
