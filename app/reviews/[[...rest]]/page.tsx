import { Suspense } from 'react';
import { CalendarCheckIcon } from 'lucide-react';

import { LeaveReviewSection, RecentReviews, ReviewsStats } from '@/components/reviews/reviews-content';
import { ReviewsLoading } from '@/components/reviews/reviews-loading';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/content/site';
import { missingPage } from '@/lib/edge/not-found-log';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Customer Reviews',
  description: `What students say about ${site.name}: ratings and reviews of our mining and civil construction safety courses.`,
  path: '/reviews',
});

type Props = { params: Promise<{ rest?: string[] }> };

/*
 * Served from the ISR cache: the same HTML for everyone, regenerated at most every minute and at once after a
 * review is submitted, hidden or published (the actions revalidate /reviews). The session-dependent parts (form or
 * sign-in prompt, moderation) are client components that ask /api/session. Nothing here may read cookies, headers
 * or the session: that would make the page per-request again.
 * No params are built: the build has no database, so /reviews is rendered on its first request, then cached.
 */
export const revalidate = 60;

// /reviews/anything renders on demand only to be logged and answered with the not-found page.
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ rest?: string[] }[]> {
  return [];
}

export default async function ReviewsPage({ params }: Props) {
  const { rest } = await params;
  if (rest && rest.length > 0) missingPage(`/reviews/${rest.join('/')}`);
  return (
    <>
      <PageHeader
        title="Customer Reviews"
        lead="Honest feedback from the workers, supervisors and companies we have trained across NSW and QLD."
      />
      {/* A screen's height: the call to action and footer start below the first screen, so figures and reviews
          streaming in above them move nothing in view. */}
      <div className="mx-auto min-h-svh max-w-7xl px-4 py-10">
        <div className="space-y-8">
          <Suspense fallback={<ReviewsLoading />}>
            <ReviewsStats />
          </Suspense>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <LeaveReviewSection />
            <Suspense fallback={null}>
              <RecentReviews />
            </Suspense>
          </div>
        </div>
      </div>
      <section aria-labelledby="reviews-cta-heading" className="bg-accent">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="reviews-cta-heading" className="text-accent-foreground text-2xl font-bold">
              Ready to start your training?
            </h2>
            <p className="text-accent-foreground mt-1">Join the students who trust us with their tickets.</p>
          </div>
          <a href="/booking" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
            <CalendarCheckIcon aria-hidden="true" />
            Book Your Training
          </a>
        </div>
      </section>
    </>
  );
}
