import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';
import { describe, expect, it } from 'vitest';
import {
  catalogueCategories,
  catalogueGroupRules,
  catalogueUnits as catalogueData,
  catalogueUnitsIn as catalogueDataIn,
  featuredCatalogueUnits as featuredData,
  MAX_FEATURED_CARDS,
} from '@/content/catalogue-units';
import { locationSlugs } from '@/content/locations';
import { catalogueGroupFor, groupCatalogue } from '@/lib/rules/catalogue';

// The catalogue as shown with the list prices (no admin overrides).
const book = createPriceBook();
const catalogueUnits = withPrices(catalogueData, book);
const featuredCatalogueUnits = withPrices(featuredData, book);
const findCatalogueUnit = (code: string) => catalogueUnits.find((unit) => unit.code === code);
const catalogueUnitsIn = (category: Parameters<typeof catalogueDataIn>[0]) =>
  withPrices(catalogueDataIn(category), book);

const priceOf = (code: string) => findCatalogueUnit(code)?.price;
const dollars = (text: string) => Number(text.replace(/[^0-9]/g, ''));

describe('catalogue units', () => {
  it('has the nine categories in order, each with at least one unit', () => {
    expect(catalogueCategories).toEqual([
      'First Aid',
      'Communication & Governance',
      'WHS Safety & Risk',
      'Civil Construction Management',
      'Materials Handling',
      'Mobile Plant & Machinery',
      'White Card & Safety',
      'Certificate Qualifications',
      'Specialized Training',
    ]);
    for (const category of catalogueCategories)
      expect(catalogueUnitsIn(category).length, category).toBeGreaterThan(0);
  });

  it('has unique codes and complete rows', () => {
    expect(new Set(catalogueUnits.map((u) => u.code)).size).toBe(catalogueUnits.length);
    for (const unit of catalogueUnits) {
      expect(unit.title, unit.code).not.toBe('');
      expect(unit.duration, unit.code).not.toBe('');
      expect(unit.deliveryModes.length, unit.code).toBeGreaterThan(0);
      expect(unit.locations.length, unit.code).toBeGreaterThan(0);
      for (const location of unit.locations) expect(locationSlugs).toContain(location);
      expect(unit.price, unit.code).toMatch(/^\$\d/);
    }
  });

  it('shows the catalogue prices of spec 000 §9', () => {
    expect(priceOf('HLTAID009')).toBe('$80');
    expect(priceOf('HLTAID010')).toBe('$120');
    expect(priceOf('HLTAID011')).toBe('$120');
    expect(priceOf('CPCWHS1001')).toBe('$149');
    expect(priceOf('RIIWHS204E')).toBe('$249');
    expect(priceOf('RIIWHS202E')).toBe('$249');
    expect(priceOf('RIIRIS301E')).toBe('$350');
    expect(findCatalogueUnit('RIIRIS301E')?.duration).toBe('2 Days');
    expect(priceOf('RII30820')).toBe('$2,500');
    expect(findCatalogueUnit('RII30820')?.duration).toBe('12 months');
    expect(findCatalogueUnit('RII30820')?.title).toBe(
      'Certificate III in Civil Construction Plant Operations',
    );
    expect(priceOf('RII20220')).toBe('$650 full / $300 refresher');
    expect(priceOf('UETDRMPO18')).toBe('$250');
    expect(priceOf('SITHFAB021')).toBe('$130');
    expect(findCatalogueUnit('SITHFAB021')).toMatchObject({ duration: '4 hours', deliveryModes: ['Online'] });
  });

  it('offers live LV panel rescue in QLD only', () => {
    expect(findCatalogueUnit('UETDRMPO18')?.locations).toEqual(['mackay', 'bowen-basin']);
  });

  it('prices every machinery operation at $600 for 2 days', () => {
    const machines = catalogueUnitsIn('Mobile Plant & Machinery');
    expect(machines.length).toBeGreaterThanOrEqual(9);
    for (const unit of machines)
      expect([unit.code, unit.price, unit.duration]).toEqual([unit.code, '$600', '2 Days']);
  });

  it('prices communication and plant-support units from $180 to $250', () => {
    const rows = [
      ...catalogueUnitsIn('Communication & Governance').filter((u) => u.code.startsWith('RII')),
      ...catalogueUnitsIn('Civil Construction Management'),
      ...catalogueUnitsIn('Materials Handling'),
    ];
    const amounts = rows.map((u) => dollars(u.price));
    expect(Math.min(...amounts)).toBe(180);
    expect(Math.max(...amounts)).toBe(250);
  });
});

describe('featured course cards', () => {
  it('shows at most 12 cards', () => {
    expect(MAX_FEATURED_CARDS).toBe(12);
    expect(featuredCatalogueUnits.length).toBeLessThanOrEqual(12);
    expect(featuredCatalogueUnits.length).toBeGreaterThanOrEqual(8);
  });

  it('starts with white card, first aid, working at heights and confined spaces', () => {
    expect(featuredCatalogueUnits.slice(0, 4).map((u) => u.code)).toEqual([
      'CPCWHS1001',
      'HLTAID011',
      'RIIWHS204E',
      'RIIWHS202E',
    ]);
  });

  it('then shows certificate, supervisor, mobile plant and mining items', () => {
    const rest = featuredCatalogueUnits.slice(4);
    expect(rest[0].category).toBe('Certificate Qualifications');
    const kinds = rest.map((u) => u.category);
    expect(kinds).toContain('WHS Safety & Risk');
    expect(kinds.at(-1)).toBe('Mobile Plant & Machinery');
  });
});

describe('category groups', () => {
  it('has the four groups in order, with the spec prefixes', () => {
    expect(catalogueGroupRules.map((rule) => [rule.id, [...rule.codePrefixes]])).toEqual([
      ['first-aid', ['HLTAID']],
      ['whs-risk-communication', ['RIIWHS', 'RIIRIS', 'RIICOM', 'RIIGOV', 'RIIBEF']],
      ['civil-construction-materials', ['RIICCM', 'RIISAM', 'RIIWMG', 'CPCWHS']],
      ['mobile-plant-machinery', ['RIIMPO', 'RIIHAN']],
    ]);
  });

  it('puts an item in the group its code or title names', () => {
    expect(catalogueGroupFor({ title: 'HLTAID011 Provide first aid' })?.id).toBe('first-aid');
    expect(catalogueGroupFor({ code: 'RIIGOV201E', title: 'Comply' })?.id).toBe('whs-risk-communication');
    expect(catalogueGroupFor({ code: 'RIIBEF201E', title: 'Plan' })?.id).toBe('whs-risk-communication');
    expect(catalogueGroupFor({ code: 'RIIWMG203E', title: 'Drain' })?.id).toBe(
      'civil-construction-materials',
    );
    expect(catalogueGroupFor({ code: 'CPCWHS1001', title: 'White card' })?.id).toBe(
      'civil-construction-materials',
    );
    expect(catalogueGroupFor({ code: 'RIIHAN311F', title: 'Tool carrier' })?.id).toBe(
      'mobile-plant-machinery',
    );
  });

  it('puts items of category machinery in the machinery group', () => {
    expect(catalogueGroupFor({ title: 'Dozer ticket', category: 'machinery' })?.id).toBe(
      'mobile-plant-machinery',
    );
    expect(catalogueGroupFor({ title: 'Dozer ticket', category: 'mining' })).toBeUndefined();
  });

  it('leaves items that match no group out of the groups', () => {
    expect(
      catalogueGroupFor({ code: 'SITHFAB021', title: 'Provide responsible service of alcohol' }),
    ).toBeUndefined();
  });

  it('returns all four groups in order, each item in its first matching group only', () => {
    const groups = groupCatalogue(catalogueUnits);
    expect(groups.map((g) => g.rule.id)).toEqual(catalogueGroupRules.map((r) => r.id));
    expect(groups[0].items.map((u) => u.code)).toEqual(['HLTAID009', 'HLTAID010', 'HLTAID011']);
    const grouped = groups.flatMap((g) => g.items.map((u) => u.code));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(groups[3].items.map((u) => u.code)).toContain('RIIMPO320F');
    expect(grouped).not.toContain('SITHFAB021');
  });

  it('returns empty groups for an empty list', () => {
    expect(groupCatalogue([]).map((g) => g.items.length)).toEqual([0, 0, 0, 0]);
  });
});
