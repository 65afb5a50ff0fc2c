'use client';

import { useEffect } from 'react';

import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { lazyToast } from '@/lib/client/lazy-toast';
import { REVIEWS_LOAD_FAILED_MESSAGE, REVIEWS_LOAD_FAILED_TITLE } from '@/lib/validation/review-messages';

/** When the reviews cannot be read: the spec's destructive toast, and the same words in the page with our numbers. */
export function ReviewsLoadError() {
  useEffect(() => {
    // A fixed id: React's development double effects must not show two toasts.
    lazyToast('error', REVIEWS_LOAD_FAILED_TITLE, {
      id: 'reviews-load-error',
      description: REVIEWS_LOAD_FAILED_MESSAGE,
    });
  }, []);
  return (
    <ServiceUnavailable title={REVIEWS_LOAD_FAILED_TITLE} message={REVIEWS_LOAD_FAILED_MESSAGE} titleAs="p" />
  );
}
