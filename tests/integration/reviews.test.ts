import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

import { ReviewCard } from '@/components/reviews/review-card';
import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { rateLimits } from '@/lib/rate-limit';
import { createReview, loadReviews, setReviewPublished } from '@/lib/reviews';

import { backends, createUser, useTestDatabase } from './helpers/database';

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter += 1)}`;

const valid = {
  customer_name: 'Sam Carter',
  customer_email: '',
  course_name: '',
  rating: 5,
  review_text: 'Hands-on, clear and the trainer knew the site rules inside out.',
};

describe.each(backends())('reviews (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let user: Session;
  let admin: Session;

  beforeAll(async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetEnvCache();
    user = await createUser(database.current(), { role: 'user' });
    admin = await createUser(database.current(), { role: 'admin' });
    return () => {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      resetEnvCache();
    };
  });

  const reviewCount = async () =>
    (
      await database
        .current()
        .query<{ count: number }>('select count(*)::integer as count from public.reviews')
    )[0].count;

  it('shows the empty state figures before any review', async () => {
    const page = await loadReviews(null);
    expect(page.recent).toEqual([]);
    expect(page.stats).toMatchObject({ total: 0, average: '0.0', fiveStar: 0 });
  });

  it('publishes a signed-in user’s review at once, as that user, with blank optional fields as null', async () => {
    const result = await createReview(
      { ...valid, customer_name: '  Sam Carter ' },
      { session: user, ip: nextIp() },
    );
    expect(result).toEqual({ ok: true, title: 'Review submitted!', message: 'Thank you for your feedback' });
    const [row] = await database
      .current()
      .query<Record<string, unknown>>('select * from public.reviews where user_id = $1', [user.user.id]);
    expect(row).toMatchObject({
      customer_name: 'Sam Carter',
      customer_email: null,
      course_name: null,
      rating: 5,
      is_published: true,
    });

    const page = await loadReviews(null);
    expect(page.recent[0]).toMatchObject({ customerName: 'Sam Carter', courseName: null, rating: 5 });
    expect(page.recent[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(page.recent[0]).not.toHaveProperty('customerEmail');
  });

  it("asks a visitor without a session to sign in: 'Sign in required', nothing stored", async () => {
    const before = await reviewCount();
    expect(await createReview(valid, { session: null, ip: nextIp() })).toEqual({
      ok: false,
      reason: 'unauthenticated',
      title: 'Sign in required',
      message: 'Please sign in to submit a review',
    });
    expect(await reviewCount()).toBe(before);
  });

  it('RLS refuses a review inserted by anon, for another user, or unpublished', async () => {
    const insert = `insert into public.reviews (user_id, customer_name, rating, review_text, is_published)
                    values ($1, 'Forged Name', 5, 'Forged straight into the table.', $2)`;
    await expect(withUser(null, (db) => db.query(insert, [user.user.id, true]))).rejects.toMatchObject({
      code: '42501',
    });
    await expect(withUser(user, (db) => db.query(insert, [admin.user.id, true]))).rejects.toMatchObject({
      code: '42501',
    });
    await expect(withUser(user, (db) => db.query(insert, [user.user.id, false]))).rejects.toMatchObject({
      code: '42501',
    });
  });

  it("keeps reviewers' e-mail addresses out of reach of the API roles", async () => {
    await createReview({ ...valid, customer_email: 'private@example.com' }, { session: user, ip: nextIp() });
    for (const session of [null, user]) {
      await expect(
        withUser(session, (db) => db.query('select customer_email from public.reviews')),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(withUser(session, (db) => db.query('select * from public.reviews'))).rejects.toMatchObject(
        {
          code: '42501',
        },
      );
      const rows = await withUser(session, (db) => db.query('select id, customer_name from public.reviews'));
      expect(rows.length).toBeGreaterThan(0);
    }
    const [row] = await database
      .current()
      .query<{ customer_email: string }>(
        `select customer_email from public.reviews where customer_email is not null`,
      );
    expect(row.customer_email).toBe('private@example.com');
  });

  it('refuses invalid input with the schema message', async () => {
    const before = await reviewCount();
    const result = await createReview(
      { ...valid, rating: 0, review_text: 'short' },
      { session: user, ip: nextIp() },
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid',
      title: 'Submission failed',
      fieldErrors: { rating: 'Please select a rating', review_text: 'Review must be at least 10 characters' },
    });
    expect(await reviewCount()).toBe(before);
  });

  it('computes stats over all published reviews and lists the latest ten, newest first', async () => {
    const db = database.current();
    await db.query('delete from public.reviews');
    const ratings = [5, 5, 4, 3, 5, 2, 4, 5, 1, 4, 5, 3];
    for (const [index, rating] of ratings.entries()) {
      await db.query(
        `insert into public.reviews (user_id, customer_name, rating, review_text, created_at)
         values ($1, $2, $3, 'A review long enough to count.', now() - make_interval(days => $4::integer))`,
        [user.user.id, `Reviewer ${index}`, rating, index],
      );
    }
    await db.query(
      `insert into public.reviews (user_id, customer_name, rating, review_text, is_published)
       values ($1, 'Hidden One', 1, 'This one broke the rules.', false)`,
      [user.user.id],
    );
    const page = await loadReviews(null);
    expect(page.stats.total).toBe(12);
    expect(page.stats.average).toBe('3.8');
    expect(page.stats.fiveStar).toBe(5);
    expect(page.stats.distribution.map((bar) => [bar.stars, bar.count])).toEqual([
      [5, 5],
      [4, 3],
      [3, 2],
      [2, 1],
      [1, 1],
    ]);
    expect(page.recent.map((review) => review.customerName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Reviewer ${index}`),
    );
    expect(page.hidden).toEqual([]);
    expect((await loadReviews(user)).hidden).toEqual([]);
    expect((await loadReviews(admin)).hidden.map((review) => review.customerName)).toEqual(['Hidden One']);
  });

  it('lets an admin hide and re-publish a review; nobody else, even with a forged role hint', async () => {
    const [target] = (await loadReviews(null)).recent;
    expect(await setReviewPublished(null, target.id, false)).toEqual({
      ok: false,
      message: 'Please sign in to submit a review',
    });
    expect(await setReviewPublished(user, target.id, false)).toEqual({
      ok: false,
      message: 'Admin access required',
    });
    // The session's role is only a hint: RLS reads user_roles and touches no row.
    expect(await setReviewPublished({ ...user, role: 'admin' }, target.id, false)).toEqual({
      ok: false,
      message: 'Review not found',
    });
    expect((await loadReviews(null)).recent[0].id).toBe(target.id);

    expect(await setReviewPublished(admin, target.id, false)).toEqual({ ok: true });
    expect((await loadReviews(null)).recent.map((review) => review.id)).not.toContain(target.id);
    expect(await setReviewPublished(admin, target.id, true)).toEqual({ ok: true });
    expect((await loadReviews(null)).recent[0].id).toBe(target.id);
    expect(await setReviewPublished(admin, 'not-a-uuid', false)).toEqual({
      ok: false,
      message: 'Invalid request',
    });
  });

  it('keeps markup typed in a review inert: stored as text, rendered escaped', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const result = await createReview(
      { ...valid, customer_name: '<b>Eve</b>', course_name: '<i>course</i>', review_text: payload },
      { session: user, ip: nextIp() },
    );
    expect(result.ok).toBe(true);
    const review = (await loadReviews(null)).recent.find(
      (candidate) => candidate.customerName === '<b>Eve</b>',
    );
    expect(review?.text).toBe(payload);
    const html = renderToStaticMarkup(createElement(ReviewCard, { review: review!, isAdmin: false }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
  });

  it('rate limits reviews per user', async () => {
    const writer = await createUser(database.current(), { role: 'user' });
    const limit = rateLimits.review.perSubject.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await createReview(valid, { session: writer, ip: nextIp() })).ok).toBe(true);
    }
    expect(await createReview(valid, { session: writer, ip: nextIp() })).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      title: 'Submission failed',
    });
    const [{ count }] = await database
      .current()
      .query<{ count: number }>('select count(*)::integer as count from public.reviews where user_id = $1', [
        writer.user.id,
      ]);
    expect(count).toBe(limit);
  });
});
