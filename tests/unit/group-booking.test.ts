import { describe, expect, it } from 'vitest';

import {
  GROUP_DISCOUNT_MIN_PEOPLE,
  GROUP_DISCOUNT_PERCENT,
  ON_SITE_MIN_PEOPLE,
} from '@/content/marketing-packages';
import { groupQuote, groupQuoteWords, onSiteOffered, splitFullName } from '@/lib/rules/group-booking';
import { courseTrainsUnit, unitsOfCourseName } from '@/lib/rules/outcomes';
import { invoiceDocument } from '@/lib/rules/tax-invoice';

describe('group quote', () => {
  it('charges the list price below the group size, and takes the FAQ\u2019s discount off each place from five', () => {
    expect(GROUP_DISCOUNT_MIN_PEOPLE).toBe(5);
    expect(groupQuote(15000, 4)).toMatchObject({
      discountPercent: 0,
      netPlaceCents: 15000,
      totalCents: 60000,
    });
    expect(groupQuote(15000, 5)).toMatchObject({
      discountPercent: GROUP_DISCOUNT_PERCENT,
      discountPerPlaceCents: 1500,
      netPlaceCents: 13500,
      totalCents: 67500,
    });
  });

  it('rounds the discount per place so the lines add up to the total, in whole cents', () => {
    const quote = groupQuote(14995, 7);
    expect(quote.discountPerPlaceCents).toBe(1500);
    expect(quote.totalCents).toBe(7 * 13495);
    expect(Number.isInteger(quote.gstCents)).toBe(true);
  });

  it('quotes the GST the tax invoice will show for the same lines', () => {
    for (const [price, places] of [
      [15000, 3],
      [14995, 7],
      [9900, 12],
      [101, 5],
    ] as const) {
      const quote = groupQuote(price, places);
      const invoice = invoiceDocument({
        kind: 'invoice',
        number: 1,
        issuedOn: '2026-11-29',
        dueOn: '2026-12-13',
        buyerCompany: 'Coalface Civil',
        buyerAbn: '33051775556',
        purchaseOrder: 'PO-1',
        reference: '',
        learnerName: '',
        items: Array.from({ length: places }, () => ({ description: 'x', amountCents: quote.netPlaceCents })),
      });
      expect(invoice.totalCents).toBe(quote.totalCents);
      expect(invoice.gstCents).toBe(quote.gstCents);
    }
  });

  it("names the group's learners once and its purchase order once, with no booking reference of its own", () => {
    const invoice = invoiceDocument({
      kind: 'invoice',
      number: 7,
      issuedOn: '2026-11-29',
      dueOn: '2026-12-13',
      buyerCompany: 'Coalface Civil',
      buyerAbn: '33051775556',
      purchaseOrder: 'PO-4471',
      reference: null,
      learnerName: 'Renée Digger',
      groupPlaces: 3,
      items: ['Renée Digger', 'Sam Loader', 'Kai Driller'].map((name) => ({
        description: `Work Safely at Heights, Mackay, 01/12/2026: ${name}`,
        amountCents: 15000,
      })),
    });
    const labels = invoice.details.map(([label]) => label);
    expect(labels).not.toContain('Booking reference');
    expect(labels).not.toContain('Learner');
    expect(invoice.details).toContainEqual(['Learners', '3 workers, named in the items']);
    expect(invoice.details.filter(([, value]) => value.includes('PO-4471'))).toEqual([
      ['Purchase order', 'PO-4471'],
    ]);
  });

  it('names the learner and the booking reference of a single booking', () => {
    const invoice = invoiceDocument({
      kind: 'invoice',
      number: 8,
      issuedOn: '2026-11-29',
      dueOn: '2026-12-13',
      buyerCompany: 'Coalface Civil',
      buyerAbn: null,
      purchaseOrder: null,
      reference: 'BR-6ZW6GW',
      learnerName: 'Kai Driller',
      items: [{ description: 'Work Safely at Heights', amountCents: 15000 }],
    });
    expect(invoice.details).toContainEqual(['Booking reference', 'BR-6ZW6GW']);
    expect(invoice.details).toContainEqual(['Learner', 'Kai Driller']);
  });

  it('refuses fractions of a cent and empty groups', () => {
    expect(() => groupQuote(100.5, 2)).toThrow(RangeError);
    expect(() => groupQuote(100, 0)).toThrow(RangeError);
  });

  it('says the quote in words, with the discount only when it applies', () => {
    expect(groupQuoteWords(groupQuote(15000, 2))).toBe('2 × $150.00 = $300.00 incl. GST of $27.28');
    expect(groupQuoteWords(groupQuote(15000, 5))).toContain('group discount: 10% off $150.00 for 5 or more');
  });
});

describe('what a session trains, on-site, names', () => {
  it('knows which tickets a course trains', () => {
    expect(courseTrainsUnit('Work Safely at Heights', 'RIIWHS204E')).toBe(true);
    expect(courseTrainsUnit('work safely at heights', 'RIIWHS204E')).toBe(true);
    expect(courseTrainsUnit('Work Safely at Heights', 'RIIWHS202E')).toBe(false);
    expect(courseTrainsUnit('A course nobody offers', 'RIIWHS204E')).toBe(false);
    expect(unitsOfCourseName('Provide First Aid')).toContain('HLTAID011');
  });

  it('offers on-site delivery from eight people', () => {
    expect(ON_SITE_MIN_PEOPLE).toBe(8);
    expect(onSiteOffered(7)).toBe(false);
    expect(onSiteOffered(8)).toBe(true);
  });

  it('splits a crew name into given and family names', () => {
    expect(splitFullName('Jordan Lee')).toEqual({ firstName: 'Jordan', lastName: 'Lee' });
    expect(splitFullName('  Mary Anne  van Dyke ')).toEqual({ firstName: 'Mary Anne', lastName: 'van Dyke' });
    expect(splitFullName('Maria de la Cruz')).toEqual({ firstName: 'Maria', lastName: 'de la Cruz' });
    expect(splitFullName('Ahmad bin Abdullah')).toEqual({ firstName: 'Ahmad', lastName: 'bin Abdullah' });
    // A capitalised particle may be a given name; a particle is never the whole given name.
    expect(splitFullName('Van Morrison')).toEqual({ firstName: 'Van', lastName: 'Morrison' });
    expect(splitFullName('de la Cruz')).toEqual({ firstName: 'de', lastName: 'la Cruz' });
    expect(splitFullName("Zoë O'Brien-Nguyễn")).toEqual({ firstName: 'Zoë', lastName: "O'Brien-Nguyễn" });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});
