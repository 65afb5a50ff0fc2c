'use client';

import { useEffect, useState } from 'react';

import { listHiddenReviewsAction } from '@/app/reviews/actions';
import { failureReason } from '@/lib/client/action-call';
import { failed, type ActionResult } from '@/lib/rules/action-result';
import type { ReviewView } from '@/lib/server/reviews';

import { onReviewChange } from './review-changes';
import { ReviewCard } from './review-card';

const FAILED = failed('unavailable', 'Please try again later');

/**
 * The hidden reviews, read with the admin's own session through a server action (the server checks the role and
 * RLS shows unpublished rows to admins only), and read again after every hide or publish.
 */
export function HiddenReviewsList() {
  const [result, setResult] = useState<ActionResult<ReviewView[]> | null>(null);

  useEffect(() => {
    let current = true;
    let latest = 0;
    const load = () => {
      const request = (latest += 1);
      listHiddenReviewsAction().then(
        (next) => {
          if (current && request === latest) setResult(next);
        },
        () => {
          if (current && request === latest) setResult(FAILED);
        },
      );
    };
    load();
    const stop = onReviewChange(load);
    return () => {
      current = false;
      stop();
    };
  }, []);

  if (!result) return null;
  if (!result.ok) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Hidden reviews could not be loaded. {failureReason(result)}
      </p>
    );
  }
  if (result.data.length === 0) return null;
  return (
    <details className="bg-muted rounded-xl border p-4">
      <summary className="cursor-pointer font-semibold">Hidden reviews ({result.data.length})</summary>
      <div className="mt-4 space-y-4">
        {result.data.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </div>
    </details>
  );
}
