import { withPrices } from '@/lib/rules/price-template';
import { createPriceBook } from '@/lib/rules/price-book';
import { pricedPackage, pricedSpecials } from '@/lib/rules/priced-offers';
import { describe, expect, it } from 'vitest';
import {
  cert3PackagingNote,
  findPackage,
  packageIds,
  packagesSavingsClaim,
  packageUnitCodes,
  pricingPackages,
} from '@/content/packages';
import { unitCodes } from '@/content/units';
import {
  customSolutions,
  GROUP_DISCOUNT_MIN_PEOPLE,
  marketingPackages as marketingData,
  MOST_POPULAR_LABEL,
  ON_SITE_MIN_PEOPLE,
  packagesFaq,
  whyChoosePoints,
} from '@/content/marketing-packages';
import { findSpecial } from '@/content/specials';
import { slugify } from '@/lib/rules/course-slug';

// The cards as shown with the list prices (no admin overrides).
const marketingPackages = withPrices(marketingData, createPriceBook());

describe('pricing packages', () => {
  it('has the seven package ids in order', () => {
    expect(packageIds).toEqual([
      'cert3-civil-construction',
      'standard-11',
      'first-aid',
      'g2g89-supervisor',
      'confined-heights-special',
      'machinery-operator-special',
      'rescue-cpr-combo',
    ]);
    expect(pricingPackages.map((pkg) => pkg.id)).toEqual([...packageIds]);
  });

  it('gives the Certificate III 14 core and 10 elective units', () => {
    const cert3 = findPackage('cert3-civil-construction');
    expect(cert3?.kind).toBe('core-elective');
    if (cert3?.kind !== 'core-elective') return;
    expect(cert3.name).toBe('Certificate III in Civil Construction Plant Operations');
    expect(cert3.coreUnits).toHaveLength(14);
    expect(cert3.electiveUnits).toHaveLength(10);
    expect(cert3.coreUnits.filter((code) => cert3.electiveUnits.includes(code))).toEqual([]);
  });

  it.each([
    ['standard-11', 7],
    ['first-aid', 3],
    ['g2g89-supervisor', 6],
    ['confined-heights-special', 2],
    ['machinery-operator-special', 7],
    ['rescue-cpr-combo', 2],
  ])('gives %s %i units', (id, count) => {
    const pkg = findPackage(id);
    expect(pkg?.kind).toBe('all');
    expect(pkg && packageUnitCodes(pkg)).toHaveLength(count);
  });

  it.each([
    ['cert3-civil-construction', 2999, 3499, 'Save $500'],
    ['standard-11', 699, 850, 'Save $151'],
    ['first-aid', 150, 200, 'Save $50'],
    ['g2g89-supervisor', 899, 1049, 'Save $150'],
    ['confined-heights-special', 299, 498, 'Save $199'],
    ['machinery-operator-special', 999, 1299, 'Save $300'],
    ['rescue-cpr-combo', 280, 300, 'Save $20'],
  ])('prices %s at %i (was %i)', (id, packagePrice, originalPrice, discount) => {
    const pkg = findPackage(id);
    expect(pkg?.packagePrice).toBe(packagePrice);
    expect(pkg?.originalPrice).toBe(originalPrice);
    expect(pricedPackage(pkg!, createPriceBook()).discount).toBe(discount);
  });

  it('references only unit codes that exist, without duplicates inside a package', () => {
    for (const pkg of pricingPackages) {
      const codes = packageUnitCodes(pkg);
      expect(new Set(codes).size, pkg.id).toBe(codes.length);
      for (const code of codes) expect(unitCodes, `${pkg.id}: ${code}`).toContain(code);
    }
  });

  it('puts the expected units in the small packages', () => {
    expect(packageUnitCodes(findPackage('first-aid')!)).toEqual(['HLTAID009', 'HLTAID010', 'HLTAID011']);
    expect(packageUnitCodes(findPackage('confined-heights-special')!)).toEqual(['RIIWHS202E', 'RIIWHS204E']);
    expect(packageUnitCodes(findPackage('rescue-cpr-combo')!)).toEqual(['UETDRMPO18', 'HLTAID009']);
  });

  it('carries the Certificate III note and the savings claim', () => {
    expect(cert3PackagingNote.toLowerCase()).toBe('all core units plus 5 or more electives of choice');
    expect(packagesSavingsClaim.toLowerCase()).toBe('up to 30% off');
  });

  it('does not find unknown packages', () => {
    expect(findPackage('cert4')).toBeUndefined();
  });
});

describe('marketing packages', () => {
  it('has the five packages with the spec prices, durations and class sizes', () => {
    expect(
      marketingPackages.map((pkg) => [
        pkg.name,
        pkg.price,
        pkg.originalPrice,
        pkg.duration,
        pkg.maxStudents,
        pkg.popular,
      ]),
    ).toEqual([
      ['Essential Safety', '$299', '$349', '2 days', '20', false],
      ['Professional Mining', '$899', '$1,149', '5 days', '12', true],
      ['Machinery Operator', '$1,299', '$1,599', '10 days', '8', false],
      ['Corporate Enterprise', 'Custom Quote', null, 'Flexible', '50+', false],
      ['LV Panel Rescue & CPR Combo', '$280', '$300', '1 day', '16', false],
    ]);
  });

  it('uses the slug of the name as id and books by package id', () => {
    for (const pkg of marketingPackages) {
      expect(pkg.id).toBe(slugify(pkg.name));
      expect(pkg.features.length).toBeGreaterThan(2);
    }
    expect(marketingPackages[0].cta).toEqual({
      label: 'Book Now',
      href: '/booking?package=essential-safety',
    });
  });

  it("labels the Corporate Enterprise button 'Request Quote' and marks one package most popular", () => {
    expect(marketingPackages.find((pkg) => pkg.id === 'corporate-enterprise')?.cta.label).toBe(
      'Request Quote',
    );
    expect(marketingPackages.filter((pkg) => pkg.popular).map((pkg) => pkg.id)).toEqual([
      'professional-mining',
    ]);
    expect(MOST_POPULAR_LABEL).toBe('Most Popular');
  });
});

describe('specials', () => {
  it('has the two specials with their prices, savings and areas', () => {
    expect(
      pricedSpecials(createPriceBook()).map((s) => [
        s.id,
        s.title,
        s.price,
        s.originalPrice,
        s.savings,
        s.area,
      ]),
    ).toEqual([
      ['confined-heights-299', 'Confined Space and Working at Heights', 299, 498, 199, 'Port Macquarie area'],
      ['machinery-operator-999', 'Machine Operator', 999, 1299, 300, 'All locations'],
    ]);
  });

  it('books each special by its token', () => {
    expect(findSpecial('confined-heights-299')?.bookingHref).toBe('/booking?special=confined-heights-299');
    expect(findSpecial('machinery-operator-999')?.bookingHref).toBe(
      '/booking?special=machinery-operator-999',
    );
    expect(findSpecial('other')).toBeUndefined();
  });
});

describe('packages page content', () => {
  it('states the group discount (5 or more) and on-site delivery (8 or more) claims', () => {
    expect(GROUP_DISCOUNT_MIN_PEOPLE).toBe(5);
    expect(ON_SITE_MIN_PEOPLE).toBe(8);
    const answers = packagesFaq.map((item) => item.answer).join(' ');
    expect(answers).toContain('Groups of 5 or more');
    expect(answers).toContain('groups of 8 or more');
  });

  it('has why-choose points and a custom solutions section that goes to /contact', () => {
    expect(whyChoosePoints.length).toBeGreaterThanOrEqual(3);
    expect(customSolutions.cta.href).toBe('/contact');
  });
});
