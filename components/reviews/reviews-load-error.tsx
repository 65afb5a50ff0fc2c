'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';

import { REVIEWS_LOAD_FAILED_MESSAGE, REVIEWS_LOAD_FAILED_TITLE } from '@/lib/validation/review';

/** When the reviews cannot be read: the spec's destructive toast, and the same words in the page. */
export function ReviewsLoadError() {
  useEffect(() => {
    // A fixed id: React's development double effects must not show two toasts.
    toast.error(REVIEWS_LOAD_FAILED_TITLE, {
      id: 'reviews-load-error',
      description: REVIEWS_LOAD_FAILED_MESSAGE,
    });
  }, []);
  return (
    <div role="alert" className="border-destructive/40 bg-card text-destructive rounded-lg border p-5">
      <p className="font-semibold">{REVIEWS_LOAD_FAILED_TITLE}</p>
      <p className="text-sm">{REVIEWS_LOAD_FAILED_MESSAGE}</p>
    </div>
  );
}
