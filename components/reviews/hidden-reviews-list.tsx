'use client';

import { useEffect, useState } from 'react';

import { listHiddenReviewsAction } from '@/app/reviews/actions';
import type { HiddenReviewsResult } from '@/lib/server/reviews';

import { onReviewChange } from './review-changes';
import { ReviewCard } from './review-card';

const FAILED: HiddenReviewsResult = { ok: false, message: 'Please try again later' };

/**
 * The hidden reviews, read with the admin's own session through a server action (the server checks the role and
 * RLS shows unpublished rows to admins only), and read again after every hide or publish.
 */
export function HiddenReviewsList() {
  const [result, setResult] = useState<HiddenReviewsResult | null>(null);

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
        Hidden reviews could not be loaded. {result.message}
      </p>
    );
  }
  if (result.reviews.length === 0) return null;
  return (
    <details className="bg-muted rounded-xl border p-4">
      <summary className="cursor-pointer font-semibold">Hidden reviews ({result.reviews.length})</summary>
      <div className="mt-4 space-y-4">
        {result.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </div>
    </details>
  );
}
