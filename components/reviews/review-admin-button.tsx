'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { toast } from 'sonner';

import { setReviewPublishedAction } from '@/app/reviews/actions';
import { Button } from '@/components/ui/button';
import { failureReason } from '@/lib/client/action-call';

import type { ReviewAdminProps } from './review-admin-control';
import { announceReviewChange } from './review-changes';

/** Hide a review that breaks the rules, or publish a hidden one again. Loaded for admins only (ReviewAdminControl). */
export function ReviewAdminButton({ reviewId, published, reviewer }: ReviewAdminProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      try {
        const result = await setReviewPublishedAction({ reviewId, published: !published });
        if (result.ok) {
          toast.success(published ? 'Review hidden' : 'Review published');
          // The public part (stats and recent reviews) comes from the server; the hidden list reads itself again.
          router.refresh();
          announceReviewChange();
        } else {
          toast.error(result.message, { description: failureReason(result) });
        }
      } catch {
        toast.error('Could not change the review', { description: 'Please try again later' });
      }
    });
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={toggle}
      disabled={pending}
      aria-label={`${published ? 'Hide' : 'Publish'} the review by ${reviewer}`}
    >
      {published ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      {published ? 'Hide' : 'Publish'}
    </Button>
  );
}
