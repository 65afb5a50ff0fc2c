import { REVIEWS_LOADING } from '@/lib/validation/review-messages';

/**
 * The loading state of /reviews (route loading.tsx and the Suspense fallback). Pages prefetch this state for their
 * links to /reviews, and a lucide-react icon here (a client component) would make that prefetch download /reviews'
 * client code: the spinner is lucide's loader-circle written as plain SVG.
 */
export function ReviewsLoading() {
  return (
    <div role="status" className="text-muted-foreground flex items-center justify-center gap-3 py-16">
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
  );
}
