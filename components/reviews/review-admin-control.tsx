'use client';

import { lazy, Suspense } from 'react';

import { useAuth } from '@/components/auth/session-provider';

// Every visitor loads this file with each review card; only admins download the button (toasts, icons, the action).
const ReviewAdminButton = lazy(() =>
  import('./review-admin-button').then((module) => ({ default: module.ReviewAdminButton })),
);

/**
 * Admins only: the Hide or Publish button under a review. The session is read in the browser (the page is cached
 * for everyone); the action checks the role again on the server.
 */
export type ReviewAdminProps = { reviewId: string; published: boolean; reviewer: string };

export function ReviewAdminControl({ reviewId, published, reviewer }: ReviewAdminProps) {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <div className="mt-4 flex justify-end border-t pt-3">
      {/* The button's height while its code loads, so the card does not grow twice. */}
      <Suspense fallback={<span aria-hidden="true" className="h-9" />}>
        <ReviewAdminButton reviewId={reviewId} published={published} reviewer={reviewer} />
      </Suspense>
    </div>
  );
}
