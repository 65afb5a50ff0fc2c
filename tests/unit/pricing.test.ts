import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coursePrice,
  coursePriceByName,
  coursePriceList,
  DEFAULT_COURSE_PRICE,
  formatAud,
  hasExperiencedPrice,
  packageSavings,
  packageTotals,
  unitPrice,
} from '@/lib/rules/pricing';
import { getCourse } from '@/content/courses';

afterEach(() => vi.restoreAllMocks());

describe('unitPrice', () => {
  it('returns the full price at the standard level', () => {
    expect(unitPrice('RIIMPO320F', 'standard')).toBe(750);
    expect(unitPrice('RIIWHS202E')).toBe(249);
    expect(unitPrice('RIIWHS201E', 'standard')).toBe(199);
  });

  it('returns the experienced / refresher price where the unit has one, else the full price', () => {
    expect(unitPrice('RIIMPO320F', 'experienced')).toBe(300);
    expect(unitPrice('RIISAM212E', 'experienced')).toBe(300);
    expect(unitPrice('HLTAID011', 'experienced')).toBe(80);
    expect(unitPrice('HLTAID010', 'experienced')).toBe(100);
    expect(unitPrice('RIIWHS201E', 'experienced')).toBe(199);
  });

  it('warns and returns 0 for an unknown code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(unitPrice('XYZ999', 'standard')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('XYZ999');
  });

  it('does not warn for a known code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    unitPrice('CPCWHS1001');
    expect(warn).not.toHaveBeenCalled();
  });

  it('knows which units have an experienced price', () => {
    expect(hasExperiencedPrice('RIIHAN311F')).toBe(true);
    expect(hasExperiencedPrice('RIIWHS204E')).toBe(false);
  });
});

describe('coursePriceByName', () => {
  it('maps course names to their unit or package price, ignoring case and spacing', () => {
    expect(coursePriceByName('Work Safely at Heights')).toBe(150);
    expect(coursePriceByName('  enter and work in   confined spaces ')).toBe(249);
    expect(coursePriceByName('Conduct Civil Construction Excavator Operations', 'experienced')).toBe(300);
    expect(coursePriceByName('Mining Safety Induction (Standard 11)')).toBe(699);
    expect(coursePriceByName('Certificate III in Civil Construction Plant Operations')).toBe(2999);
  });

  it('warns and returns 0 for a name mapped to no unit code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(coursePriceByName('Underwater Basket Weaving')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('Underwater Basket Weaving');
  });
});

describe('course prices', () => {
  it('prices a unit course by level and a package course at the package price', () => {
    expect(coursePrice(getCourse('first-aid'))).toBe(100);
    expect(coursePrice(getCourse('first-aid'), 'experienced')).toBe(80);
    expect(coursePrice(getCourse('cert-iii-plant'), 'experienced')).toBe(2999);
  });

  it('lists every course with a positive price', () => {
    const list = coursePriceList();
    expect(list).toHaveLength(34);
    for (const row of list) expect(row.price, row.name).toBeGreaterThan(0);
    expect(list.find((row) => row.id === 'nsw-whitecard')?.price).toBe(149);
  });

  it('defaults a course without a price to 149', () => {
    expect(DEFAULT_COURSE_PRICE).toBe(149);
  });
});

describe('package totals', () => {
  it('computes savings and the savings percentage', () => {
    expect(packageTotals('cert3-civil-construction')).toMatchObject({
      packagePrice: 2999,
      originalPrice: 3499,
      savings: 500,
      savingsPercent: 14,
      unitCount: 24,
    });
    expect(packageTotals('first-aid')).toMatchObject({
      savings: 50,
      savingsPercent: 25,
      unitsTotal: 300,
      unitsTotalExperienced: 260,
    });
    expect(packageSavings('rescue-cpr-combo')).toBe(20);
  });

  it('adds up the unit prices of a package', () => {
    expect(packageTotals('confined-heights-special').unitsTotal).toBe(399);
    expect(packageTotals('rescue-cpr-combo').unitsTotal).toBe(300);
    expect(packageTotals('machinery-operator-special')).toMatchObject({
      unitsTotal: 7 * 750,
      unitsTotalExperienced: 7 * 300,
    });
  });

  it('throws for an unknown package id', () => {
    expect(() => packageTotals('nope' as never)).toThrow(/nope/);
  });
});

describe('formatAud', () => {
  it('shows whole dollars with $ and thousands separators', () => {
    expect(formatAud(2999)).toBe('$2,999');
    expect(formatAud(149)).toBe('$149');
    expect(formatAud(149.0)).toBe('$149');
    expect(formatAud(0)).toBe('$0');
    expect(formatAud(1299.6)).toBe('$1,300');
    expect(formatAud(1234567)).toBe('$1,234,567');
  });
});
