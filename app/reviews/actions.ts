'use server';

import { revalidatePath } from 'next/cache';

import { getSession } from '@/lib/auth';
import { clientIp } from '@/lib/server/rate-limit';
import {
  createReview,
  loadHiddenReviews,
  setReviewPublished,
  type HiddenReviewsResult,
  type ReviewResult,
} from '@/lib/server/reviews';

/**
 * /reviews is served from the ISR cache (app/reviews/[[...rest]]/page.tsx). The literal path matches the cached
 * entry's pathname tag; the 'layout' form matches the tags derived from the route file, whatever the URL.
 */
function revalidateReviews() {
  revalidatePath('/reviews');
  revalidatePath('/reviews', 'layout');
}

export async function submitReviewAction(input: unknown): Promise<ReviewResult> {
  const result = await createReview(input, { session: await getSession(), ip: await clientIp() });
  if (result.ok) revalidateReviews();
  return result;
}

export async function setReviewPublishedAction(
  reviewId: unknown,
  published: unknown,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await setReviewPublished(await getSession(), reviewId, published);
  if (result.ok) revalidateReviews();
  return result;
}

/** The moderation list, read with the caller's own session: the cached page carries no hidden review. */
export async function listHiddenReviewsAction(): Promise<HiddenReviewsResult> {
  return loadHiddenReviews(await getSession());
}
