import { describe, expect, it } from 'vitest';
import { priceConflicts as conflictData } from '@/content/price-conflicts';
import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';

// The README's list is about the content list prices: rendered with no admin overrides.
const priceConflicts = withPrices(conflictData, createPriceBook());

const conflict = (id: string) => {
  const found = priceConflicts.find((c) => c.id === id);
  if (!found) throw new Error(`missing conflict ${id}`);
  return found.figures.map((f) => f.value);
};

describe('price conflicts', () => {
  it('lists the four conflicts the design names, with the figures where the spec puts them', () => {
    expect(conflict('working-at-heights')).toEqual(['$150', '$249']);
    expect(conflict('heights-confined-combo')).toEqual(['$299 was $498', '$299 was $399']);
    expect(conflict('certificate-iii')).toEqual(['$2,999 (was $3,499)', '$2,500']);
    expect(conflict('machine-units')).toEqual(['$750 (experienced/refresher $300)', '$600 each, 2 days']);
  });

  it('also flags the first aid, LV rescue and savings-claim differences', () => {
    expect(conflict('first-aid')).toEqual(['$100 (experienced/refresher $80)', '$120']);
    expect(conflict('basic-emergency-life-support')).toEqual(['$100', '$120']);
    expect(conflict('cpr')).toEqual(['$100 (experienced/refresher $80)', '$80']);
    expect(conflict('lv-rescue')).toEqual(['$200', '$250']);
    expect(conflict('savings-claim')).toEqual(['Up to 30% off', '40% ($199 of $498)']);
  });

  it('has unique ids, a subject and an explanation for each', () => {
    expect(new Set(priceConflicts.map((c) => c.id)).size).toBe(priceConflicts.length);
    for (const c of priceConflicts) {
      expect(c.subject, c.id).not.toBe('');
      expect(c.note.length, c.id).toBeGreaterThan(10);
      expect(c.figures.length, c.id).toBeGreaterThanOrEqual(2);
    }
  });
});
