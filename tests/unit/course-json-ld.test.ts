import { describe, expect, it } from 'vitest';

import { courseFacts, courseStructuredData, pricedCourse } from '@/lib/rules/course-info';
import { courseModes, pricesIn } from '@/lib/rules/course-page';
import { allCourseSlugs } from '@/lib/rules/course-slug';
import { createPriceBook } from '@/lib/rules/price-book';

type Offer = { '@type': string; name: string; price: string; priceCurrency: string; category: string };
type Instance = { courseMode: string; location?: { name: string }; offers: Offer[] };

const fact = (facts: { label: string; value: string }[], label: string) =>
  facts.find((candidate) => candidate.label === label)?.value ?? '';

describe('Course JSON-LD says what its page says (every /courses/[slug])', () => {
  const book = createPriceBook([
    // An admin's price moves the page and its JSON-LD together.
    { itemType: 'unit', itemId: 'CPCWHS1001', level: 'standard', price: 139 },
  ]);

  for (const slug of allCourseSlugs()) {
    it(slug, () => {
      const info = pricedCourse(slug, book);
      expect(info).toBeDefined();
      if (!info) return;
      const facts = courseFacts(info);
      const ld = courseStructuredData(info, `/courses/${slug}`) as {
        offers: Offer[];
        hasCourseInstance: Instance[];
      };

      // Prices: every amount the card shows, and every priced option, is an Offer; no Offer shows another price.
      const shown = new Set([
        ...pricesIn(fact(facts, 'Price')),
        ...(info.namedPage?.priceOptions.map((option) => option.price) ?? []),
      ]);
      expect(shown.size).toBeGreaterThan(0);
      const offered = new Set(ld.offers.map((offer) => Number(offer.price)));
      expect([...offered].sort()).toEqual([...shown].sort());
      for (const offer of ld.offers) {
        expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', category: 'Paid' });
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(offer.name).not.toBe('');
      }

      // Modes: the instances carry exactly the modes the Delivery row names, each offering only its prices.
      const modes = courseModes([fact(facts, 'Delivery')]);
      expect([...new Set(ld.hasCourseInstance.map((instance) => instance.courseMode))].sort()).toEqual(
        [...modes].sort(),
      );
      for (const instance of ld.hasCourseInstance) {
        expect(instance.offers.length, instance.courseMode).toBeGreaterThan(0);
        if (instance.courseMode === 'Online') expect(instance.location).toBeUndefined();
        else expect(instance.location?.name).toBeTruthy();
      }
    });
  }

  it("the White Card: $99 online and the price book's face-to-face price, each on its own instances", () => {
    const info = pricedCourse('nsw-whitecard', book);
    if (!info) throw new Error('nsw-whitecard missing');
    const ld = courseStructuredData(info, '/courses/nsw-whitecard') as {
      offers: Offer[];
      hasCourseInstance: Instance[];
    };
    expect(ld.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['Online', '99.00'],
      ['Face to face', '139.00'],
    ]);
    const online = ld.hasCourseInstance.filter((instance) => instance.courseMode === 'Online');
    expect(online).toHaveLength(1);
    expect(online[0].offers.map((offer) => offer.price)).toEqual(['99.00']);
    const onsite = ld.hasCourseInstance.filter((instance) => instance.courseMode === 'Onsite');
    expect(onsite.length).toBeGreaterThan(1);
    for (const instance of onsite) expect(instance.offers.map((offer) => offer.price)).toEqual(['139.00']);
  });

  it('first aid: blended delivery only, and every price of the range', () => {
    const info = pricedCourse('first-aid', book);
    if (!info) throw new Error('first-aid missing');
    const ld = courseStructuredData(info, '/courses/first-aid') as {
      offers: Offer[];
      hasCourseInstance: Instance[];
    };
    expect(new Set(ld.hasCourseInstance.map((instance) => instance.courseMode))).toEqual(
      new Set(['Blended']),
    );
    const prices = ld.offers.map((offer) => Number(offer.price));
    const range = pricesIn(fact(courseFacts(info), 'Price'));
    expect(Math.min(...prices)).toBe(Math.min(...range));
    expect(Math.max(...prices)).toBe(Math.max(...range));
  });
});
