import { format as dateFnsFormat } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { describe, expect, it, vi } from 'vitest';
import {
  formatAud,
  formatDateDMY,
  formatDateLong,
  formatYmd,
  groupThousands,
  parseYmd,
  parseYmdStrict,
  saveLabel,
  titleCaseFromSlug,
} from '@/lib/rules/format';
import { formatSlotPrice } from '@/lib/rules/slot-format';

describe('dates', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDateDMY(new Date(2026, 11, 2))).toBe('02/12/2026');
    expect(formatDateDMY('2024-01-05')).toBe('05/01/2024');
  });

  it('shows the long form in Australian English', () => {
    expect(formatDateLong(new Date(2026, 11, 2))).toBe('Wednesday, 2 December 2026');
    expect(formatDateLong('2025-12-01')).toBe('Monday, 1 December 2025');
  });

  it('parses yyyy-MM-dd as a local calendar date', () => {
    const date = parseYmd('2024-02-29');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 1, 29, 0,
    ]);
    expect(formatYmd(new Date(2024, 0, 9))).toBe('2024-01-09');
  });

  it('rejects malformed and impossible dates', () => {
    expect(parseYmd('2023-02-29')).toBeNull();
    expect(parseYmd('2024-13-01')).toBeNull();
    expect(parseYmd('02/12/2026')).toBeNull();
    expect(parseYmd('2024-1-5')).toBeNull();
    expect(parseYmd('')).toBeNull();
    expect(() => parseYmdStrict('nope')).toThrow(RangeError);
  });
});

describe('dates formatted by hand agree with date-fns', () => {
  it('on every day from 1999 to 2032, in both forms and back', () => {
    // 12,419 days: one assertion over the disagreements, not four per day (expect's own cost would take this test
    // over the unit suite's 5 s limit on a slow machine).
    const disagreements: string[] = [];
    let days = 0;
    for (
      let day = new Date(1999, 0, 1);
      day.getFullYear() < 2033;
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      days += 1;
      const ymd = dateFnsFormat(day, 'yyyy-MM-dd');
      const dmy = dateFnsFormat(day, 'dd/MM/yyyy');
      const long = dateFnsFormat(day, 'EEEE, d MMMM yyyy', { locale: enAU });
      if (formatYmd(day) !== ymd) disagreements.push(`formatYmd ${ymd}: ${formatYmd(day)}`);
      if (formatDateDMY(ymd) !== dmy) disagreements.push(`formatDateDMY ${ymd}: ${formatDateDMY(ymd)}`);
      if (formatDateLong(ymd) !== long) disagreements.push(`formatDateLong ${ymd}: ${formatDateLong(ymd)}`);
      if (parseYmd(ymd)?.getTime() !== day.getTime()) disagreements.push(`parseYmd ${ymd}: ${parseYmd(ymd)}`);
    }
    expect(days).toBe(12_419);
    expect(disagreements).toEqual([]);
  });

  it('keeps years below 100 as written', () => {
    expect(parseYmd('0099-03-04')?.getFullYear()).toBe(99);
    expect(formatYmd(parseYmdStrict('0099-03-04'))).toBe('0099-03-04');
  });
});

describe('titleCaseFromSlug', () => {
  it('title-cases a hyphenated slug', () => {
    expect(titleCaseFromSlug('port-macquarie')).toBe('Port Macquarie');
    expect(titleCaseFromSlug('mid-north-coast')).toBe('Mid North Coast');
    expect(titleCaseFromSlug('MACKAY')).toBe('Mackay');
  });

  it('returns an empty string for an empty slug (callers show Unknown Location)', () => {
    expect(titleCaseFromSlug('')).toBe('');
  });
});

describe('money', () => {
  it('formats whole dollars and save labels', () => {
    expect(formatAud(3499)).toBe('$3,499');
    expect(formatAud(-20)).toBe('-$20');
    expect(saveLabel(500)).toBe('Save $500');
  });

  it('groups thousands by hand exactly as Intl does for en-AU, without making an Intl object', () => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    for (const whole of [0, 7, 99, 100, 999, 1000, 1001, 12345, 100000, 999999, 1000000, 1234567890])
      expect(groupThousands(whole)).toBe(intl.format(whole));
    expect(formatAud(1234567.4)).toBe('$1,234,567');
    expect(formatAud(-1234.5)).toBe('-$1,234');
  });

  it('a slot price in dollars, with cents only when it has them', () => {
    expect(formatSlotPrice(149)).toBe('$149');
    expect(formatSlotPrice(1499.5)).toBe('$1,499.50');
    expect(formatSlotPrice(149.05)).toBe('$149.05');
    expect(formatSlotPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatSlotPrice(12345.678)).toBe('$12,345.68');
    expect(formatSlotPrice(0)).toBe('$0');
  });

  /**
   * Runs `body` on freshly loaded modules with Intl's two formatters and Number#toLocaleString swapped for wrappers
   * that record each use in `made`.
   */
  async function withRecordedFormatters(body: (made: string[]) => Promise<void>) {
    const { NumberFormat, DateTimeFormat } = Intl;
    const { toLocaleString } = Number.prototype;
    const made: string[] = [];
    const intl = Intl as unknown as Record<'NumberFormat' | 'DateTimeFormat', unknown>;
    intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.push('NumberFormat');
      return new NumberFormat(...args);
    };
    intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made.push('DateTimeFormat');
      return new DateTimeFormat(...args);
    };
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      made.push('toLocaleString');
      return toLocaleString.apply(this, args);
    };
    try {
      vi.resetModules();
      await body(made);
    } finally {
      intl.NumberFormat = NumberFormat;
      intl.DateTimeFormat = DateTimeFormat;
      Number.prototype.toLocaleString = toLocaleString;
    }
  }

  it('loads without making an Intl object (the first one costs a page 25 to 70 ms of ICU set-up)', () =>
    withRecordedFormatters(async (made) => {
      const format = await import('@/lib/rules/format');
      const slots = await import('@/lib/rules/slot-format');
      const reviews = await import('@/lib/rules/review-stats');
      expect([format.formatAud(2999), slots.formatSlotPrice(149.5)]).toEqual(['$2,999', '$149.50']);
      expect(reviews.reviewStats({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }).average).toBe('4.5');
      expect(made).toEqual([]);
      expect(format.formatProviderDateTime('2026-11-24T03:05:00Z')).toBe('24/11/2026, 14:05');
      format.formatProviderDateTime('2026-11-24T03:06:00Z');
      expect(made).toEqual(['DateTimeFormat']);
    }));

  it('the form schemas state their limits without Intl or toLocaleString (staff forms load them too)', () =>
    withRecordedFormatters(async (made) => {
      const price = await import('@/lib/validation/price-override');
      const campaign = await import('@/lib/validation/campaign');
      expect(made).toEqual([]);
      expect(price.PRICE_MESSAGE).toBe('Enter a whole-dollar price from 0 to 100,000');
      const long = campaign.campaignSchema.safeParse({ subject: 'S', body: 'x'.repeat(20_001) });
      expect(long.success).toBe(false);
      expect(long.error?.issues.map((issue) => issue.message)).toContain(
        'Message must be less than 20,000 characters',
      );
    }));
});
