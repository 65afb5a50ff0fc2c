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
import { checkPdf } from '@/tests/support/pdf-check';

const SITE = 'https://training.ridgeline.test';

// Each file is checked by qpdf and poppler in child processes, on a shared two-core machine.
describe('marketing files', { timeout: 30_000 }, () => {
  const book = createPriceBook([
    { itemType: 'package', itemId: 'confined-heights-special', level: 'standard', price: 279 },
    { itemType: 'unit', itemId: 'CPCWHS1001', level: 'standard', price: 139 },
  ]);
  const prices = marketingPrices(book);

  it('take their prices from the price book, so an admin price change flows into them', async () => {
    expect(prices.specials[0].price).toBe(279);
    expect(prices.courses.find((course) => course.name.includes('White Card'))?.price).toBe(139);
    for (const bytes of [await brochurePdf(prices, SITE), await flyerPdf(prices, SITE)]) {
      const pdf = checkPdf(bytes);
      try {
        expect(pdf.qpdfOk, pdf.qpdfOutput).toBe(true);
        expect(pdf.text).toContain('$279');
        expect(pdf.text).toContain('training.ridgeline.test');
        expect(pdf.text).not.toContain('example.com ·');
      } finally {
        pdf.dispose();
      }
    }
    const brochure = checkPdf(await brochurePdf(prices, SITE));
    expect(brochure.info.Pages).toBe('2');
    brochure.dispose();
    const html = emailTemplateHtml(prices, 'https://example.com');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('$279');
    expect(html).toContain('href="https://example.com/booking"');
  });

  it('title every PDF in Unicode (an en dash, not a code-page guess), embed its fonts and tag it', async () => {
    const files = [
      await businessCardPdf(coordinators.NSW, SITE),
      await brochurePdf(prices, SITE),
      await flyerPdf(prices, SITE),
    ];
    for (const bytes of files) {
      const pdf = checkPdf(bytes);
      try {
        expect(pdf.qpdfOk, pdf.qpdfOutput).toBe(true);
        expect(pdf.info.Title).toMatch(/^.+ – .+$/);
        expect(pdf.info.Title).not.toMatch(/[Œ?]/);
        expect(pdf.info.Tagged).toBe('yes');
        expect(pdf.fonts.length).toBeGreaterThan(0);
        for (const font of pdf.fonts) expect(font).toMatchObject({ embedded: true, unicode: true });
      } finally {
        pdf.dispose();
      }
    }
  });

  it('print the business card on a 90 x 55 mm page with the coordinator details and the site URL', async () => {
    const pdf = checkPdf(await businessCardPdf(coordinators.QLD, SITE));
    try {
      expect(pdf.info['Page size']).toMatch(/^255\.11\d* x 155\.90\d* pts/);
      for (const value of [coordinators.QLD.name, coordinators.QLD.phone, coordinators.QLD.email]) {
        expect(pdf.text).toContain(value);
      }
      expect(pdf.text).toContain('training.ridgeline.test');
      expect(pdf.text).not.toContain('www.example.com');
      const name = pdf.words.find((word) => word.text === 'Daniel');
      expect(name).toBeDefined();
    } finally {
      pdf.dispose();
    }
  });

  it('make a reversed logo with a white wordmark on navy', () => {
    const svg = reversedLogoSvg(readFileSync('public/logo.svg', 'utf8'));
    expect(svg).toMatch(/<text[^>]*fill="#ffffff"[^>]*>Ridgeline<\/text>/);
    expect(svg).toContain('fill="#0b2545"/>');
    expect(svg).toContain('viewBox="-8 -8 276 80"');
  });
});
