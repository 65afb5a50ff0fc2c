import { Suspense } from 'react';
import Link from 'next/link';
import { CalendarCheckIcon } from 'lucide-react';

import { PageHeader } from '@/components/layout/page-header';
import { ReviewsContent } from '@/components/reviews/reviews-content';
import { ReviewsLoading } from '@/components/reviews/reviews-loading';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Customer Reviews',
  description: `What students say about ${site.name}: ratings and reviews of our mining and civil construction safety courses.`,
  path: '/reviews',
});

/** Rendered per request: the reviews change with every submission and the form depends on the session. */
export default function ReviewsPage() {
  return (
    <>
      <PageHeader
        title="Customer Reviews"
        lead="Honest feedback from the workers, supervisors and companies we have trained across NSW and QLD."
      />
      {/* The reviews stream in after the first paint. A screen's height reserved for them keeps the call to action
          below the fold until they arrive, so nothing the visitor sees moves (CLS). */}
      <div className="mx-auto min-h-svh max-w-7xl px-4 py-10">
        <Suspense fallback={<ReviewsLoading />}>
          <ReviewsContent />
        </Suspense>
      </div>
      <section aria-labelledby="reviews-cta-heading" className="bg-accent">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="reviews-cta-heading" className="text-accent-foreground text-2xl font-bold">
              Ready to start your training?
            </h2>
            <p className="text-accent-foreground mt-1">Join the students who trust us with their tickets.</p>
          </div>
          <Link href="/booking" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
            <CalendarCheckIcon aria-hidden="true" />
            Book Your Training
          </Link>
        </div>
      </section>
    </>
  );
}
