import type { LucideIconData } from 'lucide-react';

import { ServerIcon } from '@/components/ui/server-icon';
import { REVIEWS_LOADING } from '@/lib/validation/review-messages';

/** lucide's loader-circle, its data written here: importing its module would bring lucide's client Icon along. */
const loaderCircle: LucideIconData = {
  name: 'loader-circle',
  node: [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56', key: 'loader' }]],
};

/**
 * The loading state of /reviews (route loading.tsx and the Suspense fallback). Pages prefetch this state for their
 * links to /reviews, and a lucide component here (a client component) would make that prefetch download all of
 * /reviews' client code: the spinner is lucide's loader-circle drawn inline instead.
 */
export function ReviewsLoading() {
  return (
    <div role="status" className="text-muted-foreground flex items-center justify-center gap-3 py-16">
      <ServerIcon icon={loaderCircle} className="size-6 animate-spin" />
      <span>{REVIEWS_LOADING}</span>
    </div>
  );
}
