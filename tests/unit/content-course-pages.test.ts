import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';
import { describe, expect, it } from 'vitest';
import {
  coursePages as coursePageData,
  machineryBundles,
  namedCoursePageSlugs,
  WHITE_CARD_FACE_TO_FACE_PRICE as whiteCardFaceToFace,
  WHITE_CARD_ONLINE_PRICE,
} from '@/content/course-pages';

// The pages as shown with the list prices (no admin overrides).
const book = createPriceBook();
const coursePages = withPrices(coursePageData, book);
const findCoursePage = (slug: string) => coursePages.find((page) => page.slug === slug);
const WHITE_CARD_FACE_TO_FACE_PRICE = withPrices(whiteCardFaceToFace, book);

const page = (slug: string) => {
  const found = findCoursePage(slug);
  if (!found) throw new Error(`missing page ${slug}`);
  return found;
};

describe('named course pages', () => {
  it('has the five pages the routes list', () => {
    expect(namedCoursePageSlugs).toEqual([
      'nsw-whitecard',
      'working-at-heights',
      'first-aid',
      'confined-spaces',
      'machinery-training',
    ]);
    expect(coursePages.map((p) => p.slug)).toEqual([...namedCoursePageSlugs]);
  });

  it('fills every section on every page', () => {
    for (const p of coursePages) {
      expect(p.overview.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.whatYouLearn.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.entryRequirements.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.whatToBring.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.video.title, p.slug).not.toBe('');
      expect(p.video.description, p.slug).not.toBe('');
      // Each page plays the overview video npm run videos made from it (README: how to use the provider's own).
      expect(p.video.source, p.slug).toMatchObject({ kind: 'file', madeHere: true });
    }
  });

  it('links only heights and confined spaces to the training package', () => {
    expect(coursePages.filter((p) => p.linksToTrainingPackage).map((p) => p.slug)).toEqual([
      'working-at-heights',
      'confined-spaces',
    ]);
  });

  it('white card: CPCWHS1001, 6 hours, max 20, online $99, face to face $149', () => {
    const p = page('nsw-whitecard');
    expect(p.unitCodes).toEqual(['CPCWHS1001']);
    expect(p.facts.duration).toBe('6 hours');
    expect(p.facts.maxStudents).toBe(20);
    expect(WHITE_CARD_ONLINE_PRICE).toBe(99);
    expect(WHITE_CARD_FACE_TO_FACE_PRICE).toBe(149);
    expect(p.priceOptions.map((o) => o.price)).toEqual([99, 149]);
    expect(p.facts.price).toBe('$99 online, $149 face to face');
  });

  it('working at heights: RIIWHS204E, 6 hours, max 15, $150, 2 metres', () => {
    const p = page('working-at-heights');
    expect(p.unitCodes).toEqual(['RIIWHS204E']);
    expect(p.facts).toMatchObject({ duration: '6 hours', maxStudents: 15, price: '$150' });
    expect(p.keyFacts.join(' ')).toContain('2 metres or more');
  });

  it('first aid: 3 to 6 hours, max 16, $80 to $100, per-unit hours and prices, validity', () => {
    const p = page('first-aid');
    expect(p.facts).toMatchObject({ duration: '3 to 6 hours', maxStudents: 16, price: '$80 to $100' });
    expect(p.units.map((u) => [u.unitCode, u.duration, u.price, u.refresherPrice])).toEqual([
      ['HLTAID009', '3 hours', 100, 80],
      ['HLTAID010', '4 hours', 100, null],
      ['HLTAID011', '6 hours', 100, 80],
    ]);
    const facts = p.keyFacts.join(' ');
    expect(facts).toContain('valid for 3 years');
    expect(facts).toContain('CPR to be renewed annually');
  });

  it('confined spaces: RIIWHS202E, 8 hours, max 12, $249', () => {
    const p = page('confined-spaces');
    expect(p.unitCodes).toEqual(['RIIWHS202E']);
    expect(p.facts).toMatchObject({ duration: '8 hours', maxStudents: 12, price: '$249' });
  });

  it('machinery: 9 machine units at $750 full / $300 experienced, bundles, from $750, 1 to 2 days', () => {
    const p = page('machinery-training');
    expect(p.units).toHaveLength(9);
    for (const unit of p.units) {
      expect(unit.price, unit.unitCode).toBe(750);
      expect(unit.refresherPrice, unit.unitCode).toBe(300);
    }
    expect(machineryBundles.map((b) => [b.label, b.price])).toEqual([
      ['1 machine + Standard 11', 1000],
      ['2 machines', 900],
      ['2 machines + white card', 1050],
    ]);
    expect(p.facts.price).toBe('From $750');
    expect(p.facts.duration).toBe('1 to 2 days');
  });
});
