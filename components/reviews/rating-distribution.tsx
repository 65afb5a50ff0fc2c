import { StarIcon } from 'lucide-react';

import type { ReviewStats } from '@/lib/rules/review-stats';

/** One bar per star value, 5 down to 1, as a share of all published reviews; `placeholder` as on the stats cards. */
export function RatingDistribution({
  stats,
  placeholder = false,
}: {
  stats: ReviewStats;
  placeholder?: boolean;
}) {
  const headingId = placeholder ? undefined : 'rating-distribution-heading';
  return (
    <section aria-labelledby={headingId} className="bg-card rounded-xl border p-5 shadow-xs">
      <h2 id={headingId} className="text-lg font-bold">
        Rating Distribution
      </h2>
      <ul className="mt-4 space-y-2">
        {stats.distribution.map(({ stars, count, percent }) => (
          <li key={stars} className="grid grid-cols-[3.5rem_minmax(0,1fr)_4.5rem] items-center gap-3 text-sm">
            <span className="inline-flex items-center gap-1 font-medium">
              {stars}
              <StarIcon aria-hidden="true" className="fill-highlight size-4 text-amber-600" />
              <span className="sr-only">{stars === 1 ? 'star' : 'stars'}</span>
            </span>
            <span
              role="meter"
              aria-label={`${stars}-star reviews`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${count} ${count === 1 ? 'review' : 'reviews'}, ${percent}%`}
              className="bg-muted h-3 overflow-hidden rounded-full"
            >
              <span className="bg-highlight block h-full rounded-full" style={{ width: `${percent}%` }} />
            </span>
            <span className="text-muted-foreground text-right tabular-nums">
              {count} ({percent}%)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
