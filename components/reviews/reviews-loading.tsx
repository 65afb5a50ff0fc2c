import { reviewStats } from '@/lib/rules/review-stats';
import { REVIEWS_LOADING } from '@/lib/validation/review-messages';

import { RatingDistribution } from './rating-distribution';
import { ReviewStatsCards } from './review-stats-cards';

const NO_STATS = reviewStats({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/**
 * The loading state of /reviews' figures until they stream in: every load passes through it, and a slow phone paints
 * it. It holds the space of what replaces it (an invisible copy of the cards and bars, so nothing below moves when
 * they arrive; a spinner the height of a line had the form and list jump a screen down on a phone), with the label
 * at its top, where a phone's first screen shows it.
 */
export function ReviewsLoading() {
  return (
    <div className="relative">
      <div aria-hidden="true" inert className="invisible space-y-8">
        <ReviewStatsCards stats={NO_STATS} placeholder />
        <RatingDistribution stats={NO_STATS} placeholder />
      </div>
      <div
        role="status"
        className="text-muted-foreground absolute inset-x-0 top-0 flex items-center justify-center gap-3 py-16"
      >
        {/* lucide's loader-circle as plain SVG */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-6 animate-spin"
        >
          <path d="M21 12a9 9 0 1 1-6.219-8.56" />
        </svg>
        <span>{REVIEWS_LOADING}</span>
      </div>
    </div>
  );
}
