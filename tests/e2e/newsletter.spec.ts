import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_DUPLICATE_MESSAGE,
  NEWSLETTER_PANEL_MESSAGE,
  NEWSLETTER_PANEL_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
} from '@/lib/validation/newsletter';
import { failServerActions, holdServerActions } from './support/server-actions';
import { settleDeferredSections } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { uniqueSuffix } from './support/text';
import { toast, toaster } from './support/toast';

function signup(page: Page) {
  return page.getByRole('form', { name: 'Newsletter signup' });
}

/** Home with its deferred sections rendered: the form sits below three of them (settleDeferredSections). */
async function openHome(page: Page) {
  await page.goto('/');
  await settleDeferredSections(page);
}

test.describe('newsletter signup on the home page', () => {
  test('shows the consent text and checks the fields with the spec messages', async ({ page }) => {
    await openHome(page);
    const form = signup(page);
    await expect(form.getByText(NEWSLETTER_CONSENT)).toBeVisible();
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('First name (optional)').fill('J');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    // After a submit the messages follow the typing.
    await form.getByLabel('Email address').fill('sam@example.com');
    await expect(form.getByText('Please enter a valid email address')).toBeHidden();
    await expect(form.getByLabel('Email address')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test(
    "subscribes: 'Subscribing...', 'Success!' toast, the panel for 5 seconds, then an empty form",
    { tag: '@one-width' },
    async ({ page }) => {
      await page.clock.install();
      await openHome(page);
      const release = await holdServerActions(page);
      const form = signup(page);
      await form.getByLabel('Email address').fill(`  news-${uniqueSuffix()}@example.com `);
      await form.getByLabel('First name (optional)').fill('Jo');
      // The form's focus loaded sonner and with it the Toaster, whose mount must not wait on the clock stopped below.
      await expect(toaster(page)).toBeAttached();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

      // The page's clock stops while the answer is held, so the panel's 5 s start when it appears, on the stopped
      // clock, however long this machine takes to show it and the test to see it. (Stopped 10 s ahead: pausing at a
      // time already past throws, and nothing of the form waits on a timer before the answer.)
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 10_000);
      release();

      const panel = page.getByRole('status').filter({ hasText: "You're subscribed!" });
      await expect(panel).toContainText(NEWSLETTER_PANEL_MESSAGE);
      await expect(signup(page)).toHaveCount(0);
      // sonner shows a toast from a zero-delay timer: step the stopped clock a millisecond at a time until it does
      // (a dozen steps at most in the poll's ten seconds, well inside the panel's 5 s).
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toast(page, 'Success!').count();
        })
        .toBe(1);
      await expect(toast(page, 'Success!')).toContainText(NEWSLETTER_SUCCESS_MESSAGE);

      // Still there a moment before the 5 s are up, gone after them.
      await page.clock.runFor(NEWSLETTER_PANEL_MS - 200);
      await expect(panel).toBeVisible();
      await page.clock.runFor(200);
      await expect(panel).toBeHidden();
      await expect(signup(page).getByLabel('Email address')).toHaveValue('');
      await expect(signup(page).getByLabel('First name (optional)')).toHaveValue('');
    },
  );

  test(
    "confirmed through the welcome mail's page button, then a second signup in another letter case: 'Already subscribed'",
    { tag: '@one-width' },
    async ({ page }) => {
      const email = `dup-${uniqueSuffix()}@example.com`;
      await openHome(page);
      await signup(page).getByLabel('Email address').fill(email);
      await signup(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(page, 'Success!')).toBeVisible();

      // Double opt-in: the welcome mail's link opens a page that changes nothing until its button is pressed.
      let link: string | undefined;
      await expect
        .poll(
          () =>
            (link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9._%-]+/.exec(
              latestMailTo(email) ?? '',
            )?.[0]),
        )
        .toBeTruthy();
      const url = new URL(link!);
      await page.goto(url.pathname + url.search);
      await expect(page.getByRole('heading', { name: 'Confirm your subscription?' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible();

      await openHome(page);
      await signup(page).getByLabel('Email address').fill(email.toUpperCase());
      await signup(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(page, 'Already subscribed')).toContainText(NEWSLETTER_DUPLICATE_MESSAGE);
      await expect(signup(page)).toBeVisible();
    },
  );

  test(
    "any other failure: 'Subscription failed' / 'Please try again later'",
    { tag: '@one-width' },
    async ({ page }) => {
      await openHome(page);
      await failServerActions(page);
      await signup(page).getByLabel('Email address').fill(`fail-${uniqueSuffix()}@example.com`);
      await signup(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(page, 'Subscription failed')).toContainText('Please try again later');
    },
  );

  test('fits a 375 px screen', { tag: '@one-width' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHome(page);
    await signup(page).scrollIntoViewIfNeeded();
    const box = await signup(page).getByRole('button', { name: 'Subscribe' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('newsletter unsubscribe link', () => {
  test('a forged token is refused with a clear page', { tag: '@one-width' }, async ({ page }) => {
    await page.goto(
      '/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed\?result=invalid$/);
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible();
  });
});
