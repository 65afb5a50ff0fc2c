import { site } from '@/content/site';

/** Figures of the reviews page (spec 000: average to one decimal, total, 5-star count, bars for 5 to 1). Pure. */

export type RatingCounts = Record<1 | 2 | 3 | 4 | 5, number>;

export type ReviewStats = {
  total: number;
  /** Average rating rounded to one decimal, e.g. '4.6'; '0.0' without reviews. */
  average: string;
  fiveStar: number;
  distribution: { stars: 5 | 4 | 3 | 2 | 1; count: number; percent: number }[];
};

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export function reviewStats(counts: RatingCounts): ReviewStats {
  const total = STAR_VALUES.reduce((sum, stars) => sum + counts[stars], 0);
  const sum = STAR_VALUES.reduce((acc, stars) => acc + stars * counts[stars], 0);
  // Round half up on the exact ratio: toFixed on a binary float can round 4.25 down.
  const average = total === 0 ? 0 : Math.round((sum * 10) / total) / 10;
  return {
    total,
    average: average.toFixed(1),
    fiveStar: counts[5],
    distribution: STAR_VALUES.map((stars) => ({
      stars,
      count: counts[stars],
      percent: total === 0 ? 0 : Math.round((counts[stars] / total) * 100),
    })),
  };
}

// Made on first use, like lib/rules/format.ts's clock: a page that loads this module makes no Intl object for it.
let dateFormat: Intl.DateTimeFormat | undefined;

/** dd/MM/yyyy as the provider's clock reads it (a review posted at 8 am in Sydney is not dated the day before). */
export function reviewDate(value: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: site.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    dateFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}
