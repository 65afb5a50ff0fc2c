import { cache } from 'react';

import { loadPublicReviews } from '@/lib/server/reviews';
import { REVIEWS_EMPTY } from '@/lib/validation/review-messages';

import { HiddenReviews } from './hidden-reviews';
import { RatingDistribution } from './rating-distribution';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewFormGate } from './review-form-gate';
import { ReviewStatsCards } from './review-stats-cards';
import { ReviewsLoadError } from './reviews-load-error';

/** One read per request, however many parts of the page show it. */
const loadReviews = cache(loadPublicReviews);

/**
 * The data parts of /reviews: stats, distribution and the latest ten, the public view only, because the page is
 * cached for everyone. The form or sign-in prompt and the admins' moderation are decided in the browser. The
 * form's section waits for no data, so it is in the page's first bytes: a browser without JavaScript (which cannot
 * reveal streamed parts) still gets the form and its answer.
 */
export async function ReviewsStats() {
  const data = await loadReviews();
  return data ? (
    <>
      <ReviewStatsCards stats={data.stats} />
      <RatingDistribution stats={data.stats} />
    </>
  ) : (
    <ReviewsLoadError />
  );
}

export function LeaveReviewSection() {
  return (
    <section
      aria-labelledby="leave-review-heading"
      className="bg-card rounded-xl border p-5 shadow-xs sm:p-6"
    >
      <h2 id="leave-review-heading" className="mb-4 text-xl font-bold">
        Leave a Review
      </h2>
      <ReviewFormGate />
      {/* Without JavaScript the session is never asked for: the form is offered, and its action checks it. */}
      <noscript>
        <ReviewForm />
      </noscript>
    </section>
  );
}

export async function RecentReviews() {
  const data = await loadReviews();
  return (
    <section aria-labelledby="recent-reviews-heading" className="space-y-4">
      <h2 id="recent-reviews-heading" className="text-xl font-bold">
        Recent Reviews
      </h2>
      {data && data.recent.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          {REVIEWS_EMPTY}
        </p>
      ) : null}
      {data?.recent.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      <HiddenReviews />
    </section>
  );
}
