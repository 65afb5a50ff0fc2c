import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { SessionProvider } from '@/components/auth/session-provider';
import { ReviewCard } from '@/components/reviews/review-card';
import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { rateLimits } from '@/lib/server/rate-limit';
import {
  createReview,
  HIDDEN_REVIEWS_FORBIDDEN_MESSAGE,
  loadHiddenReviews,
  loadReviews,
  setReviewPublished,
} from '@/lib/server/reviews';
import { ipSequence } from '@/tests/support/ip';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { renderServer } from './helpers/render-server';
import { asRequest, revalidated } from './helpers/request-scope';

// Counts every read of the request (cookies(), headers()): the cached /reviews page must make none.
const requestReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('next/headers', async () => {
  const { nextHeadersMock } = await import('./helpers/request-scope');
  return {
    cookies: () => {
      requestReads.count += 1;
      return nextHeadersMock.cookies();
    },
    headers: () => {
      requestReads.count += 1;
      return nextHeadersMock.headers();
    },
  };
});
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { listHiddenReviewsAction, setReviewPublishedAction } = await import('@/app/reviews/actions');
const { reviewsContent } = await import('./helpers/render-server');
const reviewsPage = await import('@/app/reviews/[[...rest]]/page');

const nextIp = ipSequence('192.0.2');

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
    expect(page).not.toHaveProperty('hidden');
    // The public view is the same whoever asks: even an admin's session adds no hidden review to it.
    expect(await loadReviews(user)).toEqual(page);
    expect(await loadReviews(admin)).toEqual(page);
  });

  it('lists the hidden reviews for an admin only, without e-mail addresses; refuses anyone else', async () => {
    const db = database.current();
    await db.query(
      `insert into public.reviews (user_id, customer_name, customer_email, rating, review_text, is_published, created_at)
       values ($1, 'Hidden Two', 'hidden.two@example.com', 2, 'Also against the rules.', false, now() - interval '1 day')`,
      [user.user.id],
    );
    const listed = await loadHiddenReviews(admin);
    expect(listed.ok).toBe(true);
    const reviews = listed.ok ? listed.reviews : [];
    expect(reviews.map((review) => [review.customerName, review.published])).toEqual([
      ['Hidden One', false],
      ['Hidden Two', false],
    ]);
    expect(reviews[0]).not.toHaveProperty('customerEmail');
    expect(JSON.stringify(reviews)).not.toContain('hidden.two@example.com');

    const refused = { ok: false, message: HIDDEN_REVIEWS_FORBIDDEN_MESSAGE };
    expect(await loadHiddenReviews(null)).toEqual(refused);
    expect(await loadHiddenReviews(user)).toEqual(refused);
    // A role hint that says admin without the user_roles row: RLS shows no unpublished row.
    expect(await loadHiddenReviews({ ...user, role: 'admin' })).toEqual({ ok: true, reviews: [] });

    const publicView = await loadReviews(null);
    const publicNames = publicView.recent.map((review) => review.customerName);
    expect(publicNames).not.toContain('Hidden One');
    expect(publicNames).not.toContain('Hidden Two');
    expect(publicView.stats.total).toBe(12);
  });

  it('listHiddenReviewsAction reads the session on the server: the admin gets the list, a user and a visitor none', async () => {
    const names = (result: Awaited<ReturnType<typeof listHiddenReviewsAction>>) =>
      result.ok ? result.data.map((review) => review.customerName) : result;
    expect(names(await asRequest(admin, () => listHiddenReviewsAction()))).toEqual([
      'Hidden One',
      'Hidden Two',
    ]);
    const refused = { ok: false, detail: HIDDEN_REVIEWS_FORBIDDEN_MESSAGE };
    expect(await asRequest(user, () => listHiddenReviewsAction())).toMatchObject({
      ...refused,
      code: 'forbidden',
    });
    expect(await asRequest(null, () => listHiddenReviewsAction())).toMatchObject({
      ...refused,
      code: 'signed-out',
    });
    // A session cookie claiming admin: the role comes from user_roles, not from the token.
    expect(await asRequest(user, () => listHiddenReviewsAction(), { claimedRole: 'admin' })).toMatchObject({
      ...refused,
      code: 'forbidden',
    });
  });

  it('renders the same public HTML for everyone, without reading the request: no hidden review, no form yet', async () => {
    const visitorReads = requestReads.count;
    const visitor = await asRequest(null, () => renderServer(reviewsContent()));
    const asAdmin = await asRequest(admin, () => renderServer(reviewsContent()));
    expect(requestReads.count).toBe(visitorReads);
    expect(asAdmin.html).toBe(visitor.html);
    // A browser without JavaScript never learns the session: it is offered the form, whose action checks it.
    const [, noScript] = /<noscript>([\s\S]*?)<\/noscript>/.exec(visitor.html) ?? [];
    expect(noScript).toContain('aria-label="Leave a Review"');
    const html = visitor.html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(html).toContain('Recent Reviews');
    expect(html).toContain('Reviewer 0');
    expect(html).not.toContain('Hidden One');
    expect(html).not.toContain('Hidden reviews');
    expect(html).not.toContain('the review by');
    // Until the browser knows the session: the sign-in prompt's box, busy and hidden from screen readers, no link.
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('aria-label="Leave a Review"');
    expect(html).not.toContain('href="/auth?next=%2Freviews"');
  });

  it('hiding and publishing revalidate the cached /reviews page', async () => {
    const [target] = (await loadReviews(null)).recent;
    revalidated.length = 0;
    expect(
      await asRequest(user, () => setReviewPublishedAction({ reviewId: target.id, published: false })),
    ).toMatchObject({ ok: false, code: 'forbidden', detail: 'Admin access required' });
    expect(revalidated).toEqual([]);
    expect(
      await asRequest(admin, () => setReviewPublishedAction({ reviewId: target.id, published: false })),
    ).toMatchObject({ ok: true, message: 'Review hidden' });
    expect(revalidated).toContain('/reviews');
    // The tag reaches every instance's copy, and every page that read the public reviews.
    expect(revalidated).toContain('tag:reviews');
    revalidated.length = 0;
    expect(
      await asRequest(admin, () => setReviewPublishedAction({ reviewId: target.id, published: true })),
    ).toMatchObject({ ok: true, message: 'Review published' });
    expect(revalidated).toContain('/reviews');
    expect((await loadReviews(null)).recent[0].id).toBe(target.id);
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
    const html = renderToStaticMarkup(
      createElement(SessionProvider, null, createElement(ReviewCard, { review: review! })),
    );
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

describe('/reviews page', () => {
  it('is served from the ISR cache: revalidated every minute, nothing built ahead (the build has no database)', async () => {
    expect(reviewsPage.revalidate).toBe(60);
    expect(reviewsPage.dynamicParams).toBe(true);
    expect(await reviewsPage.generateStaticParams()).toEqual([]);
    expect(reviewsPage.metadata.alternates?.canonical).toBe('/reviews');
  });

  it('answers /reviews/anything with the logged not-found page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(
        reviewsPage.default({ params: Promise.resolve({ rest: ['foo', 'bar'] }) }),
      ).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
      expect(warn).toHaveBeenCalledWith('[404] Page not found: "/reviews/foo/bar"');
    } finally {
      warn.mockRestore();
    }
  });
});
