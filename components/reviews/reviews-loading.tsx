import { LoaderCircle } from '#icons';
import { REVIEWS_LOADING } from '@/lib/validation/review-messages';

/**
 * The loading state of /reviews (route loading.tsx and the Suspense fallback). Pages prefetch this state for their
 * links to /reviews, and a lucide-react component here (a client component) would make that prefetch download all
 * of /reviews' client code: the spinner is drawn on the server (components/ui/icons).
 */
export function ReviewsLoading() {
  return (
    <div role="status" className="text-muted-foreground flex items-center justify-center gap-3 py-16">
      <LoaderCircle className="size-6 animate-spin" />
      <span>{REVIEWS_LOADING}</span>
    </div>
  );
}
