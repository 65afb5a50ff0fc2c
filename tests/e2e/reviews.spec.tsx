import type { Page } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';

import { ReviewsLoading } from '@/components/reviews/reviews-loading';
import { expect, test } from './support/test';
import { demoAccounts, signIn, submitSignInForm, waitForPath } from './support/auth';
import { delayServerActions, failServerActions } from './support/server-actions';
import { toast } from './support/toast';

function reviewForm(page: Page) {
  return page.getByRole('form', { name: 'Leave a Review' });
}

async function submitReview(
  page: Page,
  review: { name: string; stars: number; text: string; course?: string },
) {
  const form = reviewForm(page);
  await form.getByLabel('Your Name').fill(review.name);
  if (review.course) await form.getByLabel('Course Taken (optional)').fill(review.course);
  await form
    .getByRole('radio', { name: `${review.stars} ${review.stars === 1 ? 'star' : 'stars'}`, exact: true })
    .click();
  await form.getByLabel('Your Review').fill(review.text);
  await form.getByRole('button', { name: 'Submit Review' }).click();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('/reviews for visitors', () => {
  test('shows the stats, the 5-to-1 distribution, the latest reviews and the call to action', async ({
    page,
  }) => {
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
    await expect(page.getByTestId('stat-average')).toHaveText(/^\d\.\d$/);
    await expect(page.getByTestId('stat-total')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('stat-five-star')).toHaveText(/^\d+$/);
    const bars = page.getByRole('meter');
    await expect(bars).toHaveCount(5);
    for (const [index, stars] of [5, 4, 3, 2, 1].entries()) {
      await expect(bars.nth(index)).toHaveAccessibleName(`${stars}-star reviews`);
    }
    await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
    const reviews = page.getByTestId('review');
    expect(await reviews.count()).toBeGreaterThan(0);
    expect(await reviews.count()).toBeLessThanOrEqual(10);
    await expect(reviews.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('link', { name: 'Book Your Training' })).toHaveAttribute('href', '/booking');
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test(
    'asks to sign in instead of showing the form, and comes back to /reviews after signing in',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/reviews');
      const section = page.getByRole('region', { name: 'Leave a Review' });
      await expect(reviewForm(page)).toHaveCount(0);
      const signInLink = section.getByRole('link', { name: 'Sign In' });
      await expect(signInLink).toHaveAttribute('href', '/auth?next=%2Freviews');
      await signInLink.click();
      await submitSignInForm(page, demoAccounts.user);
      await waitForPath(page, '/reviews');
      await expect(reviewForm(page)).toBeVisible();
    },
  );

  test(
    "carries the 'Loading reviews...' state for the moments the reviews are not there yet",
    { tag: '@one-width' },
    async ({ page }) => {
      // /reviews is served from the ISR cache, so a navigation gets the whole page at once and there is nothing to
      // wait for. The loading state still travels with the page (the figures' Suspense fallback): it shows whenever
      // the page streams, e.g. while the cache is being filled.
      await page.goto('/about', { waitUntil: 'networkidle' });
      const payload = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/reviews' &&
          response.request().headers()['rsc'] === '1' &&
          !response.request().headers()['next-router-prefetch'],
      );
      await page.locator('footer a[href="/reviews"]').click();
      const body = await (await payload).text();
      expect(body).toContain('Loading reviews...');
      expect(body).toContain('Recent Reviews');
      await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
      await expect(page.getByText('Loading reviews...')).toBeHidden();
    },
  );

  // Every load passes through this loading state (the cached HTML keeps the streamed order; the figures replace it
  // by an inline script), and a slow phone paints in between. A spinner a line high let the form and the list jump
  // a screen down at 375 px (CLS 0.137 in the sweep on a loaded machine).
  test('the loading state holds the height of the figures that replace it', async ({ page }) => {
    await page.goto('/reviews');
    const figures = page.locator('main .space-y-8').first();
    await expect(figures.getByTestId('stat-total')).toBeVisible();
    const heights = await figures.evaluate(
      (container, loading) => {
        const list = container.querySelector('ul[aria-label="Review statistics"]')!;
        const bars = container.querySelector('section[aria-labelledby="rating-distribution-heading"]')!;
        const form = container.querySelector('#leave-review-heading')!;
        const formTop = () => form.getBoundingClientRect().top;
        const loaded = formTop();
        const placeholder = document.createElement('div');
        placeholder.innerHTML = loading;
        list.replaceWith(placeholder.firstElementChild!);
        bars.remove();
        const status = container.querySelector('[role="status"]')!;
        return {
          loaded,
          loading: formTop(),
          label: status.textContent,
          labelHeight: status.getBoundingClientRect().height,
        };
      },
      renderToStaticMarkup(<ReviewsLoading />),
    );
    expect(heights.label).toBe('Loading reviews...');
    expect(heights.labelHeight).toBeGreaterThan(0);
    expect(Math.abs(heights.loading - heights.loaded)).toBeLessThan(2);
  });
});

test.describe('/reviews signed in', () => {
  test('the form requires name, rating and review; a star click validates at once; stars work from the keyboard', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.user, '/reviews');
    const form = reviewForm(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please select a rating')).toBeVisible();
    await expect(form.getByText('Review must be at least 10 characters')).toBeVisible();

    await form.getByRole('radio', { name: '4 stars' }).click();
    await expect(form.getByText('Please select a rating')).toBeHidden();
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();

    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(form.getByRole('radiogroup')).toBeVisible();

    await form.getByLabel('Your Email (optional, not shown)').fill('nope');
    await form.getByLabel('Your Name').fill('Al');
    await form.getByLabel('Your Review').fill('Long enough review text.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
  });

  test(
    'a review with markup is published as plain text: nothing runs, the form and stars reset, the list reloads',
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.user, '/reviews');
      const name = `XSS Tester ${unique()}`;
      const text = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> Great course overall.`;
      await delayServerActions(page, 600);
      await submitReview(page, { name, stars: 5, text, course: '<b>Bold course</b>' });
      await expect(reviewForm(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await expect(toast(page, 'Review submitted!')).toContainText('Thank you for your feedback');

      const form = reviewForm(page);
      await expect(form.getByLabel('Your Name')).toHaveValue('');
      await expect(form.getByLabel('Your Review')).toHaveValue('');
      for (const stars of [1, 2, 3, 4, 5]) {
        await expect(
          form.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}`, exact: true }),
        ).not.toBeChecked();
      }

      // While the page streams in (a cache being filled), React can hold a hidden copy of the list for a moment: what
      // counts is the one the visitor sees.
      const card = page.getByTestId('review').filter({ hasText: name, visible: true });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(text);
      await expect(card).toContainText('<b>Bold course</b>');
      await expect(card.locator('img, script, b')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

      await page.reload();
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(text);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    },
  );

  test(
    "a failed submission: 'Submission failed' / 'Please try again later'",
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.user, '/reviews');
      await failServerActions(page);
      await submitReview(page, { name: 'Offline Person', stars: 3, text: 'This will not reach the server.' });
      await expect(toast(page, 'Submission failed')).toContainText('Please try again later');
      await expect(reviewForm(page).getByLabel('Your Name')).toHaveValue('Offline Person');
    },
  );

  test('an admin can hide a review that breaks the rules', { tag: '@one-width' }, async ({ page }) => {
    await signIn(page, demoAccounts.admin, '/reviews');
    const name = `Rule Breaker ${unique()}`;
    await submitReview(page, { name, stars: 1, text: 'Buy cheap tickets at spam dot example!' });
    await expect(toast(page, 'Review submitted!')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Reviews' });
    const card = recent.getByTestId('review').filter({ hasText: name }).first();
    await expect(card).toBeVisible();
    // The list the submission refreshed has finished arriving: its render is the page's cached copy, and one still
    // streaming when the hide lands would be stored after the hide, with the review in it.
    await page.waitForLoadState('networkidle');
    await card.getByRole('button', { name: `Hide the review by ${name}` }).click();
    await expect(toast(page, 'Review hidden')).toBeVisible();
    await expect(recent.locator(':scope > [data-testid="review"]').filter({ hasText: name })).toHaveCount(0);
    await page.getByText(/^Hidden reviews \(\d+\)$/).click();
    await expect(page.getByRole('button', { name: `Publish the review by ${name}` })).toBeVisible();
  });

  test('fits a 375 px screen', { tag: '@one-width' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demoAccounts.user, '/reviews');
    await expect(reviewForm(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
