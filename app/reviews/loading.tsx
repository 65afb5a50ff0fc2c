import { ReviewsLoading } from '@/components/reviews/reviews-loading';
import { ReviewsPageFrame } from '@/components/reviews/reviews-page-frame';

export default function Loading() {
  return (
    <ReviewsPageFrame>
      <ReviewsLoading />
    </ReviewsPageFrame>
  );
}
