import { Loader2Icon } from 'lucide-react';

import { REVIEWS_LOADING } from '@/lib/validation/review';

/** The loading state of /reviews (route loading.tsx and the Suspense fallback). */
export function ReviewsLoading() {
  return (
    <div role="status" className="text-muted-foreground flex items-center justify-center gap-3 py-16">
      <Loader2Icon aria-hidden="true" className="size-6 animate-spin" />
      <span>{REVIEWS_LOADING}</span>
    </div>
  );
}
