import { PageHeader } from '@/components/layout/page-header';
import { ReviewsLoading } from '@/components/reviews/reviews-loading';

export default function Loading() {
  return (
    <>
      <PageHeader title="Customer Reviews" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ReviewsLoading />
      </div>
    </>
  );
}
