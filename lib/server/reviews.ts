import 'server-only';

import { unstable_cache } from 'next/cache';

import type { Session } from '@/lib/auth/types';
import { databaseErrorSummary, withUser } from '@/lib/db';
import { logSafeError } from '@/lib/server/log';
import { rateLimit } from '@/lib/server/rate-limit';
import { reviewDate, reviewStats, type RatingCounts, type ReviewStats } from '@/lib/rules/review-stats';
import { fieldErrors, firstIssueMessage } from '@/lib/validation/auth';
import {
  RECENT_REVIEWS,
  REVIEW_FAILED_MESSAGE,
  REVIEW_FAILED_TITLE,
  REVIEW_SIGN_IN_MESSAGE,
  REVIEW_SIGN_IN_TITLE,
  REVIEW_SUCCESS_MESSAGE,
  REVIEW_SUCCESS_TITLE,
  REVIEWS_LOAD_FAILED_MESSAGE,
  reviewSchema,
} from '@/lib/validation/review';
import { isUuid } from '@/lib/rules/uuid';

/**
 * Reviews are read and written as the visitor (withUser): RLS decides. Anyone reads published reviews; a signed-in
 * user inserts their own, published at once; an admin may hide one and list the hidden ones.
 */

export type ReviewView = {
  id: string;
  customerName: string;
  courseName: string | null;
  rating: number;
  text: string;
  /** dd/MM/yyyy */
  date: string;
  createdAt: string;
  published: boolean;
};

/** The public view of /reviews: the same for every visitor, so the page can be cached. */
export type ReviewsPage = { stats: ReviewStats; recent: ReviewView[] };

export type HiddenReviewsResult = { ok: true; reviews: ReviewView[] } | { ok: false; message: string };

export const HIDDEN_REVIEWS_FORBIDDEN_MESSAGE = 'Admin access required';

const HIDDEN_REVIEWS_LIMIT = 50;

export type ReviewResult =
  | { ok: true; title: string; message: string }
  | {
      ok: false;
      reason: 'unauthenticated' | 'invalid' | 'rate-limited' | 'failed';
      title: string;
      message: string;
      fieldErrors?: Record<string, string>;
    };

type ReviewRow = {
  id: string;
  customer_name: string;
  course_name: string | null;
  rating: number;
  review_text: string;
  created_at: Date | string;
  is_published: boolean;
};

// customer_email is never selected for display: it is the reviewer's, not the public's.
const COLUMNS = 'id, customer_name, course_name, rating, review_text, created_at, is_published';

function toView(row: ReviewRow): ReviewView {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    customerName: row.customer_name,
    courseName: row.course_name,
    rating: row.rating,
    text: row.review_text,
    date: reviewDate(created),
    createdAt: created.toISOString(),
    published: row.is_published,
  };
}

/**
 * Stats over every published review and the latest ten, read as `session` (the page passes null: the public view).
 * Unpublished reviews are never part of it, whoever asks. Throws when unreadable.
 */
export async function loadReviews(session: Session | null): Promise<ReviewsPage> {
  return withUser(session, async (db) => {
    const [counts] = await db.query<Record<'r1' | 'r2' | 'r3' | 'r4' | 'r5', number>>(
      `select count(*) filter (where rating = 1)::integer as r1,
              count(*) filter (where rating = 2)::integer as r2,
              count(*) filter (where rating = 3)::integer as r3,
              count(*) filter (where rating = 4)::integer as r4,
              count(*) filter (where rating = 5)::integer as r5
         from public.reviews where is_published`,
    );
    const recent = await db.query<ReviewRow>(
      `select ${COLUMNS} from public.reviews where is_published order by created_at desc, id limit $1`,
      [RECENT_REVIEWS],
    );
    const ratingCounts: RatingCounts = {
      1: counts?.r1 ?? 0,
      2: counts?.r2 ?? 0,
      3: counts?.r3 ?? 0,
      4: counts?.r4 ?? 0,
      5: counts?.r5 ?? 0,
    };
    return { stats: reviewStats(ratingCounts), recent: recent.map(toView) };
  });
}

/** Cache tag of the public reviews: /reviews carries it, and a submitted or moderated review drops it. */
export const REVIEWS_TAG = 'reviews';

/** The public view from the data cache: a minute at most, as the page, and dropped at once by REVIEWS_TAG. */
const cachedPublicReviews = unstable_cache(async () => loadReviews(null), ['public-reviews'], {
  revalidate: 60,
  tags: [REVIEWS_TAG],
});

/**
 * The public view of /reviews, or null when the database cannot be read (logged). The error state is cached like
 * any render, so it can stay up to a minute after the database is back, or until a review is submitted or
 * moderated. Accepted: a page that renders per request to avoid that was too slow under load.
 */
export async function loadPublicReviews(): Promise<ReviewsPage | null> {
  try {
    return await cachedPublicReviews();
  } catch (error) {
    console.error('Error loading reviews', databaseErrorSummary(error));
    return null;
  }
}

/**
 * The hidden reviews, newest first, for an admin's moderation list. Anyone else is refused before the query; a
 * session whose role hint says admin while user_roles does not gets an empty list, because RLS shows unpublished
 * rows to admins only.
 */
export async function loadHiddenReviews(session: Session | null): Promise<HiddenReviewsResult> {
  if (session?.role !== 'admin') return { ok: false, message: HIDDEN_REVIEWS_FORBIDDEN_MESSAGE };
  try {
    const rows = await withUser(session, (db) =>
      db.query<ReviewRow>(
        `select ${COLUMNS} from public.reviews where not is_published order by created_at desc, id limit $1`,
        [HIDDEN_REVIEWS_LIMIT],
      ),
    );
    return { ok: true, reviews: rows.map(toView) };
  } catch (error) {
    logSafeError('Loading hidden reviews failed', error);
    return { ok: false, message: REVIEWS_LOAD_FAILED_MESSAGE };
  }
}

const failed = (): ReviewResult => ({
  ok: false,
  reason: 'failed',
  title: REVIEW_FAILED_TITLE,
  message: REVIEW_FAILED_MESSAGE,
});

/**
 * Publishes a review for the signed-in user (spec 000 section 7: customer_email and course_name null when blank,
 * is_published true). Without a session: 'Sign in required', and RLS would refuse the insert anyway.
 */
export async function createReview(
  input: unknown,
  context: { session: Session | null; ip: string },
): Promise<ReviewResult> {
  const { session } = context;
  if (!session) {
    return {
      ok: false,
      reason: 'unauthenticated',
      title: REVIEW_SIGN_IN_TITLE,
      message: REVIEW_SIGN_IN_MESSAGE,
    };
  }
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      title: REVIEW_FAILED_TITLE,
      message: firstIssueMessage(parsed.error),
      fieldErrors: fieldErrors(parsed.error),
    };
  }
  const data = parsed.data;
  try {
    const limited = await rateLimit('review', { ip: context.ip, subject: session.user.id });
    if (!limited.ok)
      return { ok: false, reason: 'rate-limited', title: REVIEW_FAILED_TITLE, message: limited.message };
    await withUser(session, (db) =>
      db.query(
        `insert into public.reviews (user_id, customer_name, customer_email, course_name, rating, review_text, is_published)
         values ($1, $2, $3, $4, $5, $6, true)`,
        [
          session.user.id,
          data.customer_name,
          data.customer_email ? data.customer_email : null,
          data.course_name ? data.course_name : null,
          data.rating,
          data.review_text,
        ],
      ),
    );
    return { ok: true, title: REVIEW_SUCCESS_TITLE, message: REVIEW_SUCCESS_MESSAGE };
  } catch (error) {
    logSafeError('Review submission failed', error);
    return failed();
  }
}

/** Admins hide a review that breaks the rules, or show it again. RLS checks user_roles underneath. */
export async function setReviewPublished(
  session: Session | null,
  reviewId: unknown,
  published: unknown,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (typeof reviewId !== 'string' || !isUuid(reviewId) || typeof published !== 'boolean') {
    return { ok: false, message: 'Invalid request' };
  }
  if (!session) return { ok: false, message: REVIEW_SIGN_IN_MESSAGE };
  if (session.role !== 'admin') return { ok: false, message: 'Admin access required' };
  try {
    const rows = await withUser(session, (db) =>
      db.query(`update public.reviews set is_published = $2 where id = $1 returning id`, [
        reviewId,
        published,
      ]),
    );
    return rows.length > 0 ? { ok: true } : { ok: false, message: 'Review not found' };
  } catch (error) {
    logSafeError('Changing a review failed', error);
    return { ok: false, message: REVIEW_FAILED_MESSAGE };
  }
}
