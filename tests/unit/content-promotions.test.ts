import { describe, expect, it } from 'vitest';
import { promotionTerms, PROMOTIONS_VALID_UNTIL } from '@/content/promotions';
import { createPriceBook } from '@/lib/rules/price-book';
import {
  pricedPromotionOffers,
  pricedPromotionSlides,
  promotionValidityNote,
} from '@/lib/rules/priced-offers';

// The content list prices (no admin overrides), as the spec gives them.
const promotionOffers = pricedPromotionOffers(createPriceBook());
const promotionSlides = pricedPromotionSlides(createPriceBook());

describe('promotion slides (home carousel)', () => {
  it('has five slides with the spec prices', () => {
    expect(promotionSlides.map((s) => [s.id, s.price, s.originalPrice, s.savings])).toEqual([
      ['heights-confined-combo', 299, 399, 100],
      ['online-white-card', 99, 149, 50],
      ['three-machines-verification', 600, 900, 300],
      ['standard-11', 699, 850, 151],
      ['first-aid-special', 150, 200, 50],
    ]);
  });

  it('gives Standard 11 a refresher price of 399', () => {
    expect(promotionSlides.find((s) => s.id === 'standard-11')?.refresherPrice).toBe(399);
    expect(promotionSlides.filter((s) => s.refresherPrice !== undefined)).toHaveLength(1);
  });

  it('has BOOK NOW on every slide: to the white card page for the online white card, else to /booking', () => {
    expect(promotionSlides.map((s) => s.action)).toEqual([
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'BOOK NOW', href: '/courses/nsw-whitecard' },
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'BOOK NOW', href: '/booking' },
    ]);
  });

  it('fills title, subtitle, description and a Tailwind gradient on every slide', () => {
    for (const slide of promotionSlides) {
      expect(slide.title, slide.id).not.toBe('');
      expect(slide.subtitle, slide.id).not.toBe('');
      expect(slide.description.length, slide.id).toBeGreaterThan(20);
      expect(slide.gradient, slide.id).toMatch(/^bg-linear-to-\w+ from-\w+ to-\w+$/);
    }
  });
});

describe('promotion offers (/promotions)', () => {
  it('has five offers with the spec prices, valid until 2024-12-31', () => {
    expect(PROMOTIONS_VALID_UNTIL).toBe('2024-12-31');
    expect(promotionOffers.map((o) => [o.price, o.originalPrice, o.savings, o.validUntil])).toEqual([
      [299, 399, 100, '2024-12-31'],
      [99, 149, 50, '2024-12-31'],
      [600, 900, 300, '2024-12-31'],
      [699, 850, 151, '2024-12-31'],
      [150, 200, 50, '2024-12-31'],
    ]);
  });

  it("sends offer 2 to the white card page with 'GET ONLINE WHITE CARD', the others to /booking with 'BOOK NOW'", () => {
    expect(promotionOffers.map((o) => o.cta)).toEqual([
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'GET ONLINE WHITE CARD', href: '/courses/nsw-whitecard' },
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'BOOK NOW', href: '/booking' },
      { label: 'BOOK NOW', href: '/booking' },
    ]);
  });

  it('has features and keywords on every offer', () => {
    for (const offer of promotionOffers) {
      expect(offer.features.length, offer.id).toBeGreaterThanOrEqual(3);
      expect(offer.keywords.length, offer.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('matches each slide to its offer', () => {
    expect(promotionSlides.map((s) => s.id)).toEqual(promotionOffers.map((o) => o.id));
    promotionSlides.forEach((slide, i) => expect(slide.title).toBe(promotionOffers[i].title));
  });

  it('states the validity date', () => {
    expect(promotionValidityNote()).toBe('Valid until 31 December 2024');
  });
});

describe('promotion terms', () => {
  it('lists every condition of the spec', () => {
    const text = promotionTerms.join(' ').toLowerCase();
    for (const phrase of [
      'cannot be combined',
      'new bookings only',
      'photo id is required',
      'medical clearance may be required',
      'minimum age',
      'full payment is required at the time of booking',
      'aud',
      'include gst',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });
});
