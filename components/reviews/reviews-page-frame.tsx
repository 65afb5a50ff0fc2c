import type { ReactNode } from 'react';

import { PageHeader } from '@/components/layout/page-header';

/**
 * The top of /reviews, shared by the page and its route loading state so the two have the same geometry: when the
 * page streams in over the loading state (a cache being filled), the header does not change height and the screen's
 * height reserved below it keeps everything after it (call to action, footer) out of view, so nothing visible moves.
 */
export function ReviewsPageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Customer Reviews"
        lead="Honest feedback from the workers, supervisors and companies we have trained across NSW and QLD."
      />
      <div className="mx-auto min-h-svh max-w-7xl px-4 py-10">{children}</div>
    </>
  );
}
