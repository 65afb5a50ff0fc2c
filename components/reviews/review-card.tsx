import type { ReviewView } from '@/lib/server/reviews';

import { ReviewAdminControl } from './review-admin-control';
import { StarDisplay } from './star-display';

/**
 * One review. Every field is rendered as text: markup a visitor typed shows as typed and never runs. Rendered on the
 * server for the public list and in the browser for the admins' hidden list; the moderation button shows for admins.
 */
export function ReviewCard({ review }: { review: ReviewView }) {
  return (
    <article className="bg-card rounded-xl border p-5 shadow-xs" data-testid="review">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold break-words">{review.customerName}</h3>
          {review.courseName ? (
            <p className="text-muted-foreground text-sm break-words">{review.courseName}</p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <StarDisplay rating={review.rating} />
          <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
            {review.date}
          </time>
        </div>
      </div>
      <p className="mt-3 break-words whitespace-pre-line">{review.text}</p>
      <ReviewAdminControl reviewId={review.id} published={review.published} reviewer={review.customerName} />
    </article>
  );
}
