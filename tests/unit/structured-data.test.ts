import { describe, expect, it } from 'vitest';

import { featuredCatalogueUnits } from '@/content/catalogue-units';
import { coordinators } from '@/content/contacts';
import { locations } from '@/content/locations';
import { courseHref } from '@/lib/rules/course-slug';
import { absoluteUrl } from '@/lib/rules/seo';
import { itemListLd, localBusinessLd, organizationLd } from '@/lib/rules/structured-data';

type ListItem = { position: number; name: string; url: string };

describe('structured data', () => {
  it("/courses' featured ItemList names each course page once, in order, numbered from 1", () => {
    const items = featuredCatalogueUnits.map((unit) => ({ name: unit.title, path: courseHref(unit) }));
    // The content does send several units to one page (the reason for the rule).
    expect(new Set(items.map((item) => item.path)).size).toBeLessThan(items.length);
    const list = itemListLd('Featured courses', items).itemListElement as ListItem[];
    const urls = list.map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(urls)).toEqual(new Set(items.map((item) => absoluteUrl(item.path))));
    expect(list.map((item) => item.position)).toEqual(list.map((_, index) => index + 1));
    expect(list[0].name).toBe(items[0].name);
  });

  it('the home page Organization names the provider, its URL, logo, contact points and places', () => {
    const org = organizationLd();
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toContain('Organization');
    expect(org.url).toBe(absoluteUrl('/'));
    expect(org.logo).toBe(absoluteUrl('/logo.svg'));
    expect(org.contactPoint).toEqual(
      expect.arrayContaining(
        Object.values(coordinators).map((coordinator) =>
          expect.objectContaining({ telephone: coordinator.phone, email: coordinator.email }),
        ),
      ),
    );
    expect((org.location as unknown[]).length).toBe(locations.length);
  });

  it('every location page LocalBusiness carries its place on the map; no street or hours it does not publish', () => {
    for (const location of locations) {
      const business = localBusinessLd(location);
      expect(business.geo, location.slug).toEqual({
        '@type': 'GeoCoordinates',
        latitude: location.geo.latitude,
        longitude: location.geo.longitude,
      });
      // Australia: south of the equator, east of Greenwich; NSW south of QLD's towns here.
      expect(location.geo.latitude).toBeLessThan(-10);
      expect(location.geo.longitude).toBeGreaterThan(140);
      expect(business.openingHours).toBeUndefined();
      expect((business.address as Record<string, unknown>).streetAddress).toBeUndefined();
    }
    const withStreet = localBusinessLd({
      ...locations[0],
      streetAddress: '1 Example Street',
      openingHours: ['Mo-Fr 08:30-16:30'],
    });
    expect((withStreet.address as Record<string, unknown>).streetAddress).toBe('1 Example Street');
    expect(withStreet.openingHours).toEqual(['Mo-Fr 08:30-16:30']);
  });
});
