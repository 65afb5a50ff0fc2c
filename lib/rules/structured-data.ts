import { coordinators } from '@/content/contacts';
import type { Location } from '@/content/locations';
import { site } from '@/content/site';
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

type CourseInput = {
  name: string;
  description: string;
  path: string;
  code?: string;
  /** Lowest price in AUD, GST included. */
  price: number;
  /** ISO 8601 duration of the workload, e.g. 'PT6H'. */
  workload: string;
  courseMode: ReadonlyArray<'Onsite' | 'Online' | 'Blended'>;
  locations: ReadonlyArray<Location>;
};

/** Google's course-info shape: Course with an Offer and one CourseInstance per place it runs. */
export function courseLd(course: CourseInput): JsonLdObject {
  const url = absoluteUrl(course.path);
  const offer = {
    '@type': 'Offer',
    category: 'Paid',
    price: course.price.toFixed(2),
    priceCurrency: site.currency,
    availability: 'https://schema.org/InStock',
    url: absoluteUrl('/booking'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url,
    ...(course.code ? { courseCode: course.code } : {}),
    provider: providerOrganization(),
    offers: [offer],
    hasCourseInstance: course.locations.map((location) => ({
      '@type': 'CourseInstance',
      courseMode: course.courseMode[0] ?? 'Onsite',
      courseWorkload: course.workload,
      location: {
        '@type': 'Place',
        name: location.label,
        address: postalAddress(location),
      },
    })),
  };
}

function postalAddress(location: Location): JsonLdObject {
  return {
    '@type': 'PostalAddress',
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
