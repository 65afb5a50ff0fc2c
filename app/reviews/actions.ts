'use server';

import { revalidatePath, updateTag } from 'next/cache';

import { failed, succeeded, type ActionFailureCode, type ActionResult } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import {
  createReview,
  HIDDEN_REVIEWS_FORBIDDEN_MESSAGE,
  loadHiddenReviews,
  REVIEWS_TAG,
  setReviewPublished,
  type ReviewResult,
  type ReviewView,
} from '@/lib/server/reviews';
import { REVIEW_FAILED_MESSAGE, REVIEW_FAILED_TITLE } from '@/lib/validation/review-messages';
import * as z from '@/lib/validation/zod';

/**
 * /reviews is served from the ISR cache (app/reviews/[[...rest]]/page.tsx). The tag drops every page that read the
 * public reviews, on every instance; the paths also reach a /reviews rendered while the database was down (it read
 * nothing, so it carries no tag). The literal path matches the cached entry's pathname tag; the 'layout' form
 * matches the tags derived from the route file, whatever the URL.
 */
function revalidateReviews() {
  updateTag(REVIEWS_TAG);
  revalidatePath('/reviews');
  revalidatePath('/reviews', 'layout');
}

const reviewFailureCodes: Record<Extract<ReviewResult, { ok: false }>['reason'], ActionFailureCode> = {
  unauthenticated: 'signed-out',
  invalid: 'invalid',
  'rate-limited': 'rate-limited',
  failed: 'error',
};

/**
 * Publishes the signed-in visitor's review. The review service reads the session's answer itself: a signed-out
 * visitor gets its 'Sign in required' toast, and it parses and rate-limits per reviewer (the schema is its own).
 */
export const submitReviewAction = serverAction(
  {
    name: '[reviews] Submitting a review',
    access: 'public',
    schema: z.unknown(),
    messages: { failure: REVIEW_FAILED_TITLE, errorDetail: REVIEW_FAILED_MESSAGE },
  },
  async ({ session, input, ip }): Promise<ActionResult> => {
    const result = await createReview(input, { session, ip });
    if (!result.ok) {
      return failed(reviewFailureCodes[result.reason], result.title, {
        detail: result.message,
        fieldErrors: result.fieldErrors,
      });
    }
    revalidateReviews();
    return succeeded(null, result.title, result.message);
  },
);

const adminOnly = {
  access: ['admin'],
  messages: {
    failure: 'Could not change the review',
    signedOut: HIDDEN_REVIEWS_FORBIDDEN_MESSAGE,
    forbidden: HIDDEN_REVIEWS_FORBIDDEN_MESSAGE,
    issueAsMessage: false,
  },
} as const;

/** Admins hide a review that breaks the rules, or publish it again. RLS checks user_roles underneath. */
export const setReviewPublishedAction = serverAction(
  {
    ...adminOnly,
    name: '[reviews] Changing a review',
    schema: z.object({ reviewId: z.uuid('Invalid request'), published: z.boolean('Invalid request') }),
  },
  async ({ session, input }): Promise<ActionResult> => {
    const result = await setReviewPublished(session, input.reviewId, input.published);
    if (!result.ok) return failed('not-found', adminOnly.messages.failure, { detail: result.message });
    revalidateReviews();
    return succeeded(null, input.published ? 'Review published' : 'Review hidden');
  },
);

/** The moderation list, read with the caller's own session: the cached page carries no hidden review. */
export const listHiddenReviewsAction = serverAction(
  { ...adminOnly, name: '[reviews] Loading hidden reviews', schema: z.undefined() },
  async ({ session }): Promise<ActionResult<ReviewView[]>> => {
    const result = await loadHiddenReviews(session);
    return result.ok
      ? succeeded(result.reviews)
      : failed('error', adminOnly.messages.failure, { detail: result.message });
  },
);

/** The review form's action (`<form action>`); the schema reads the chosen radio's text as the rating. */
export const submitReviewFormAction = formAction(submitReviewAction);
