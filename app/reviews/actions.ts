'use server';

import { revalidatePath } from 'next/cache';

import { getSession } from '@/lib/auth';
import { clientIp } from '@/lib/rate-limit';
import { createReview, setReviewPublished, type ReviewResult } from '@/lib/reviews';

export async function submitReviewAction(input: unknown): Promise<ReviewResult> {
  const result = await createReview(input, { session: await getSession(), ip: await clientIp() });
  if (result.ok) revalidatePath('/reviews');
  return result;
}

export async function setReviewPublishedAction(
  reviewId: unknown,
  published: unknown,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await setReviewPublished(await getSession(), reviewId, published);
  if (result.ok) revalidatePath('/reviews');
  return result;
}
