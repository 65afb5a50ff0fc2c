import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { coordinators } from '@/content/contacts';
import {
  brochurePdf,
  businessCardPdf,
  emailTemplateHtml,
  flyerPdf,
  marketingPrices,
  reversedLogoSvg,
} from '@/lib/files/marketing-files';
import { createPriceBook } from '@/lib/rules/price-book';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('marketing files', () => {
  const book = createPriceBook([
    { itemType: 'package', itemId: 'confined-heights-special', level: 'standard', price: 279 },
    { itemType: 'unit', itemId: 'CPCWHS1001', level: 'standard', price: 139 },
  ]);
  const prices = marketingPrices(book);

  it('take their prices from the price book, so an admin price change flows into them', () => {
    expect(prices.specials[0].price).toBe(279);
    expect(prices.courses.find((course) => course.name.includes('White Card'))?.price).toBe(139);
    for (const pdf of [brochurePdf(prices), flyerPdf(prices)]) {
      const text = latin1(pdf);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain('($279) Tj');
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect(latin1(brochurePdf(prices))).toMatch(/\/Count 2/);
    const html = emailTemplateHtml(prices, 'https://example.com');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('$279');
    expect(html).toContain('href="https://example.com/booking"');
  });

  it('print the business card on a 90 x 55 mm page with the coordinator details', () => {
    const text = latin1(businessCardPdf(coordinators.QLD));
    expect(text).toContain('/MediaBox [0 0 255.12 155.91]');
    for (const value of [
      coordinators.QLD.name,
      coordinators.QLD.phone,
      coordinators.QLD.email,
      coordinators.QLD.website,
    ]) {
      expect(text).toContain(`(${value}) Tj`);
    }
  });

  it('make a reversed logo with a white wordmark on navy', () => {
    const svg = reversedLogoSvg(readFileSync('public/logo.svg', 'utf8'));
    expect(svg).toMatch(/<text[^>]*fill="#ffffff"[^>]*>Ridgeline<\/text>/);
    expect(svg).toContain('fill="#0b2545"/>');
    expect(svg).toContain('viewBox="-8 -8 276 80"');
  });

});
