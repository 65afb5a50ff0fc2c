import { getSession } from '@/lib/auth';
import { loadReviews, type ReviewsPage } from '@/lib/reviews';
import { REVIEWS_EMPTY } from '@/lib/validation/review';

import { RatingDistribution } from './rating-distribution';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewStatsCards } from './review-stats-cards';
import { ReviewsLoadError } from './reviews-load-error';
import { SignInPrompt } from './sign-in-prompt';

/** The per-request part of /reviews: stats, distribution, the form or the sign-in prompt, and the latest ten. */
export async function ReviewsContent() {
  const session = await getSession();
  let data: ReviewsPage | null = null;
  try {
    data = await loadReviews(session);
  } catch (error) {
    const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
    console.error('Error loading reviews', { name, message, code });
  }
  const isAdmin = session?.role === 'admin';

  return (
    <div className="space-y-8">
      {data ? (
        <>
          <ReviewStatsCards stats={data.stats} />
          <RatingDistribution stats={data.stats} />
        </>
      ) : (
        <ReviewsLoadError />
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section
          aria-labelledby="leave-review-heading"
          className="bg-card rounded-xl border p-5 shadow-xs sm:p-6"
        >
          <h2 id="leave-review-heading" className="mb-4 text-xl font-bold">
            Leave a Review
          </h2>
          {session ? <ReviewForm /> : <SignInPrompt />}
        </section>

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
            <ReviewCard key={review.id} review={review} isAdmin={isAdmin} />
          ))}
          {isAdmin && data && data.hidden.length > 0 ? (
            <details className="bg-muted rounded-xl border p-4">
              <summary className="cursor-pointer font-semibold">
                Hidden reviews ({data.hidden.length})
              </summary>
              <div className="mt-4 space-y-4">
                {data.hidden.map((review) => (
                  <ReviewCard key={review.id} review={review} isAdmin />
                ))}
              </div>
            </details>
          ) : null}
        </section>
      </div>
    </div>
  );
}
