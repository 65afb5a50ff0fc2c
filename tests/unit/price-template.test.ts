import { describe, expect, it } from 'vitest';
import { catalogueUnits } from '@/content/catalogue-units';
import { coursePages } from '@/content/course-pages';
import { mackayCourses } from '@/content/mackay-courses';
import { marketingPackages } from '@/content/marketing-packages';
import { priceConflicts } from '@/content/price-conflicts';
import {
  amountText,
  packagePriceRef,
  sumPriceRefs,
  timesPriceRef,
  unitPriceRef,
  unitPriceToken,
} from '@/content/price-refs';
import { promotionOffers } from '@/content/promotions';
import { sampleSessions } from '@/content/sample-sessions';
import { specials } from '@/content/specials';
import { createPriceBook } from '@/lib/rules/price-book';
import { amountOf, priceOf, priceTokens, renderPriceText, withPrices } from '@/lib/rules/price-template';

const list = createPriceBook();
const changed = createPriceBook([
  { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard', price: 4111 },
  { itemType: 'unit', itemId: 'HLTAID009', level: 'experienced', price: 12 },
  { itemType: 'unit', itemId: 'HLTAID011', level: 'standard', price: 4333 },
  { itemType: 'unit', itemId: 'RIIMPO317F', level: 'standard', price: 4444 },
  { itemType: 'unit', itemId: 'RIIMPO317F', level: 'experienced', price: 4555 },
  { itemType: 'package', itemId: 'cert3-civil-construction', level: 'standard', price: 6789 },
]);

describe('price tokens in text', () => {
  it('renders unit (both levels) and package tokens from the book', () => {
    expect(renderPriceText('From {price:unit:RIIWHS204E:standard} a person', list)).toBe(
      'From $150 a person',
    );
    expect(renderPriceText('{price:unit:RIIWHS204E}', changed)).toBe('$4,111');
    expect(renderPriceText('RPL {price:unit:HLTAID009:experienced}', list)).toBe('RPL $80');
    expect(renderPriceText('RPL {price:unit:HLTAID009:experienced}', changed)).toBe('RPL $12');
    expect(renderPriceText('{price:package:cert3-civil-construction}', list)).toBe('$2,999');
    expect(renderPriceText('{price:package:cert3-civil-construction}', changed)).toBe('$6,789');
  });

  it('reads the full price for the experienced level of a unit without a refresher price', () => {
    expect(renderPriceText('{price:unit:RIIWHS204E:experienced}', list)).toBe('$150');
    expect(renderPriceText('{price:unit:RIIWHS204E:experienced}', changed)).toBe('$4,111');
  });

  it('renders lowest, highest and sum over several items', () => {
    const items = 'unit:HLTAID009:experienced,unit:HLTAID011:standard';
    expect(renderPriceText(`{price:lowest:${items}} to {price:highest:${items}}`, list)).toBe('$80 to $100');
    expect(renderPriceText(`{price:lowest:${items}} to {price:highest:${items}}`, changed)).toBe(
      '$12 to $4,333',
    );
    expect(renderPriceText('{price:sum:unit:RIIWHS204E:standard,unit:RIIWHS202E:standard}', list)).toBe(
      '$399',
    );
  });

  it('leaves text without tokens, and separate facts written as text, as they are', () => {
    expect(renderPriceText('$99 online', changed)).toBe('$99 online');
    expect(renderPriceText('', changed)).toBe('');
  });

  it('refuses unknown items and malformed tokens rather than print a wrong price', () => {
    expect(() => renderPriceText('{price:unit:NOPE123:standard}', list)).toThrow(/NOPE123/);
    expect(() => renderPriceText('{price:package:nope}', list)).toThrow(/nope/);
    expect(() => renderPriceText('{price:unit:RIIWHS204E:gold}', list)).toThrow(/Malformed/);
    expect(() => renderPriceText('{price:lowest:}', list)).toThrow(/Malformed/);
  });

  it('lists the items a text names', () => {
    expect(
      priceTokens('a {price:unit:RIIWHS204E} b {price:lowest:package:first-aid,unit:HLTAID009:experienced}'),
    ).toEqual([
      { item: 'package', id: 'first-aid' },
      { item: 'unit', id: 'HLTAID009', level: 'experienced' },
      { item: 'unit', id: 'RIIWHS204E', level: 'standard' },
    ]);
  });
});

describe('price references', () => {
  it('reads single items, sums and multiples', () => {
    expect(priceOf(unitPriceRef('RIIWHS204E'), changed)).toBe(4111);
    expect(priceOf(packagePriceRef('first-aid'), list)).toBe(150);
    expect(priceOf(sumPriceRefs(unitPriceRef('RIIWHS204E'), unitPriceRef('RIIWHS202E')), changed)).toBe(
      4111 + 249,
    );
    expect(priceOf(timesPriceRef(unitPriceRef('RIIMPO317F', 'experienced'), 3), changed)).toBe(3 * 4555);
    expect(amountOf(99, changed)).toBe(99);
  });

  it('writes any amount as prose that renders to the same figure', () => {
    const ref = sumPriceRefs(unitPriceRef('RIIWHS204E'), timesPriceRef(unitPriceRef('RIIWHS202E'), 2));
    expect(renderPriceText(amountText(ref), changed)).toBe('$4,609');
    expect(renderPriceText(amountText(1149), changed)).toBe('$1,149');
    expect(renderPriceText(amountText(unitPriceRef('RIIWHS204E')), changed)).toBe('$4,111');
  });

  it('renders a whole content value without changing it', () => {
    const value = {
      a: unitPriceRef('RIIWHS204E'),
      b: [`x ${unitPriceToken('RIIWHS204E')}`],
      c: 5,
      d: null,
      e: true,
    };
    const before = structuredClone(value);
    expect(withPrices(value, changed)).toEqual({ a: 4111, b: ['x $4,111'], c: 5, d: null, e: true });
    expect(value).toEqual(before);
  });
});

describe('content rendered with the list prices keeps the figures the specification gives', () => {
  it('course pages: facts, prose and priced options', () => {
    const pages = withPrices(coursePages, list);
    const page = (slug: string) => pages.find((candidate) => candidate.slug === slug)!;
    expect(page('working-at-heights').facts.price).toBe('$150');
    expect(page('first-aid').facts.price).toBe('$80 to $100');
    expect(page('nsw-whitecard').facts.price).toBe('$99 online, $149 face to face');
    expect(page('machinery-training').facts.price).toBe('From $750');
    expect(page('machinery-training').summary).toContain('tickets from $750, in 1 to 2 days');
    expect(page('machinery-training').overview[1]).toContain('at $300 per machine');
    expect(page('machinery-training').priceOptions.map((option) => option.price)).toEqual([
      750, 300, 1000, 900, 1050,
    ]);
  });

  it('course pages follow every change in the book: no list figure is left in their prose', () => {
    const pages = withPrices(coursePages, changed);
    const page = (slug: string) => pages.find((candidate) => candidate.slug === slug)!;
    expect(page('working-at-heights').facts.price).toBe('$4,111');
    expect(page('working-at-heights').units[0].price).toBe(4111);
    expect(page('first-aid').facts.price).toBe('$12 to $4,333');
    expect(page('machinery-training').summary).toContain('from $4,444');
    expect(page('machinery-training').keyFacts[1]).toContain('$4,555 per machine');
    expect(JSON.stringify(page('machinery-training'))).not.toMatch(/\$750|\$300\b/);
  });

  it('catalogue rows: the unit price where the catalogue shows it, its own figures elsewhere', () => {
    const rows = withPrices(catalogueUnits, changed);
    const row = (code: string) => rows.find((candidate) => candidate.code === code)!.price;
    expect(row('RIIWHS202E')).toBe('$249');
    expect(row('RIIWHS204E')).toBe('$249');
    expect(row('CPCWHS1001')).toBe('$149');
    expect(
      withPrices(
        catalogueUnits,
        createPriceBook([{ itemType: 'unit', itemId: 'CPCWHS1001', level: 'standard', price: 139 }]),
      ).find((r) => r.code === 'CPCWHS1001')!.price,
    ).toBe('$139');
    expect(row('RII30820')).toBe('$2,500');
  });

  it('Mackay list, sample sessions, specials, promotions and marketing packages', () => {
    expect(withPrices(mackayCourses, list).every((item) => item.price > 0)).toBe(true);
    expect(withPrices(sampleSessions, list).every((session) => session.price > 0)).toBe(true);
    expect(withPrices(specials, changed).map((special) => special.price)).toEqual([299, 999]);
    const offers = withPrices(promotionOffers, changed);
    expect(offers[0].originalPrice).toBe(4111 + 249);
    expect(offers[2].originalPrice).toBe(3 * 4555);
    const lv = withPrices(
      marketingPackages,
      createPriceBook([{ itemType: 'package', itemId: 'rescue-cpr-combo', level: 'standard', price: 222 }]),
    );
    expect(lv.find((pkg) => pkg.id === 'lv-panel-rescue-cpr-combo')?.price).toBe('$222');
  });

  it('every token in content names a real item', () => {
    expect(() =>
      withPrices([coursePages, catalogueUnits, marketingPackages, priceConflicts, promotionOffers], list),
    ).not.toThrow();
  });
});
