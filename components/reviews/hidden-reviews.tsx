'use client';

import { lazy, Suspense } from 'react';

import { useAuth } from '@/components/auth/session-provider';

// Only admins download the list and its action.
const HiddenReviewsList = lazy(() =>
  import('./hidden-reviews-list').then((module) => ({ default: module.HiddenReviewsList })),
);

/** Admins only: the hidden reviews under the recent ones. The cached page never carries them. */
export function HiddenReviews() {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <HiddenReviewsList />
    </Suspense>
  );
}
