import type { Locator, Page } from '@playwright/test';

import { expect, test } from './support/test';
import { uniqueSuffix } from './support/text';
import { packagesFaq } from '@/content/marketing-packages';

declare global {
  interface Element {
    __servedNode?: true;
  }
}

/**
 * Parts of a page that hydrate when they are wanted, not with the page (components/hydration/defer-hydration.tsx):
 * the booking and newsletter forms on a visitor's first reach, home's specials carousel as it nears the viewport.
 * Until then they are the server's HTML, untouched by React and without their code; then a root of their own
 * hydrates that same HTML (no node is replaced).
 */
test.describe('parts hydrated when wanted', () => {
  /** Whether React has taken the element over (it keeps its fiber on the node). */
  async function hydrated(element: Locator) {
    return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  }

  /** Marks the node the server sent, to tell later whether it is still the one shown. */
  async function markServedNode(element: Locator) {
    await element.evaluate((node) => (node.__servedNode = true));
  }

  function scriptsFetched(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    });
    return urls;
  }

  test('the booking form stays the server HTML once the page is live, and hydrates in place on focus', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/booking');
    const region = page.locator('[data-hydration]').filter({ has: page.getByRole('form') });
    const form = page.getByRole('form', { name: 'Course Booking Form' });
    const firstName = form.getByLabel('First name');

    // Live page (the session has answered), form untouched: not hydrated, its code not fetched.
    await page.waitForTimeout(500);
    await expect(region).toHaveAttribute('data-hydration', 'deferred');
    expect(await hydrated(firstName)).toBe(false);
    const scriptsAtLoad = scripts.length;
    await markServedNode(firstName);

    await firstName.focus();
    await expect(region).toHaveAttribute('data-hydration', 'live');
    expect(await hydrated(firstName)).toBe(true);
    expect(await firstName.evaluate((node) => node.__servedNode)).toBe(true);
    expect(scripts.length).toBeGreaterThan(scriptsAtLoad);

    // React's form now: its own check answers an empty submit.
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
  });

  test('a booking form sent by a script before it hydrates is held, then checked by React', async ({
    page,
  }) => {
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Course Booking Form' });
    const region = page.locator('[data-hydration]').filter({ has: form });
    await expect(region).toHaveAttribute('data-hydration', 'deferred');
    // No focus, no pointer: only the submit event says the form is wanted.
    await form.evaluate((node: HTMLFormElement) => node.requestSubmit());
    await expect(region).toHaveAttribute('data-hydration', 'live');
    await expect(form.getByText('First name is required')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('home: the newsletter form hydrates on a tap and subscribes', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    const region = page.locator('[data-hydration]').filter({ has: form });
    await expect(region).toHaveAttribute('data-hydration', 'deferred');
    await form.getByLabel('Email address').fill(`deferred-${uniqueSuffix()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    await expect(region).toHaveAttribute('data-hydration', 'live');
    expect(new URL(page.url()).search).toBe('');
  });

  test('home: the specials carousel hydrates as it nears the viewport, and moves', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Special offers' });
    const region = page.locator('[data-hydration]').filter({ has: carousel });
    await expect(region).toHaveAttribute('data-hydration', 'deferred');
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await markServedNode(next);

    await carousel.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-hydration', 'live');
    expect(await next.evaluate((node) => node.__servedNode)).toBe(true);
    await next.click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  /**
   * Holds every chunk requested from now on (the page's own are in) until the returned `release()`, which first
   * waits until one was asked for: a tap can then be sure to land before a part's code.
   */
  async function holdChunks(page: Page): Promise<() => Promise<void>> {
    let deliver!: () => void;
    const delivery = new Promise<void>((resolve) => (deliver = resolve));
    const requested = page.waitForRequest('**/_next/static/chunks/**');
    await page.route('**/_next/static/chunks/**', async (route) => {
      await delivery;
      await route.continue();
    });
    return async () => {
      await requested;
      deliver();
    };
  }

  test(
    '/packages: the FAQ arrives without its code, and a tap on a question before it is live opens it',
    { tag: '@one-width' },
    async ({ page }) => {
      const scripts = scriptsFetched(page);
      await page.goto('/packages');
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      const [first] = packagesFaq;
      const question = faq.getByRole('button', { name: first.question });
      const region = page
        .locator('[data-hydration]')
        .filter({ has: page.getByRole('button', { name: first.question }) });
      await expect(region).toHaveAttribute('data-hydration', 'deferred');
      expect(await hydrated(question)).toBe(false);
      const scriptsAtLoad = scripts.length;

      const releaseChunks = await holdChunks(page);
      // The tap lands while the part's code is still on its way: held, then replayed once the part is live.
      await question.click();
      await expect(region).toHaveAttribute('data-hydration', 'deferred');
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      // The held tap shows: the question says it is busy until the part is live.
      await expect(question).toHaveAttribute('aria-busy', 'true');
      await expect(question).toHaveCSS('cursor', 'progress');
      await releaseChunks();
      await expect(region).toHaveAttribute('data-hydration', 'live');
      await expect(question).not.toHaveAttribute('aria-busy');
      expect(scripts.length).toBeGreaterThan(scriptsAtLoad);
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByText(first.answer)).toBeVisible();
    },
  );

  // At 375 px the tabs are screens below the first one (at 1280 px they may hydrate as the page loads).
  test(
    'home: a category tab tapped before the tabs are live is selected once they are',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/');
      const tabs = page.getByRole('tablist', { name: 'Course categories' });
      const region = page.locator('[data-hydration]').filter({ has: tabs });
      await expect(region).toHaveAttribute('data-hydration', 'deferred');
      const releaseChunks = await holdChunks(page);
      const second = tabs.getByRole('tab').nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'false');
      await second.click();
      await expect(region).toHaveAttribute('data-hydration', 'deferred');
      // As on Safari, where a tapped button takes no focus: only the replayed press can select the tab.
      await second.evaluate((tab: HTMLElement) => tab.blur());
      await releaseChunks();
      await expect(region).toHaveAttribute('data-hydration', 'live');
      await expect(second).toHaveAttribute('aria-selected', 'true');
    },
  );

  test("a part whose code fails to load stays the server's HTML, and the next reach after a pause tries again", async ({
    page,
  }) => {
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Course Booking Form' });
    const region = page.locator('[data-hydration]').filter({ has: form });
    const firstName = form.getByLabel('First name');
    // The page's own chunks are in; from now on every chunk request fails, as offline.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await firstName.focus();
    await page.waitForTimeout(500);
    await expect(region).toHaveAttribute('data-hydration', 'deferred');
    await firstName.fill('Jordan');
    await expect(firstName).toHaveValue('Jordan');

    await page.unroute('**/_next/static/chunks/**');
    // After its pause (RETRY_AFTER_MS, 2 s) the part listens again, and the next focus wakes it.
    await expect(async () => {
      await firstName.blur();
      await firstName.focus();
      await expect(region).toHaveAttribute('data-hydration', 'live', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(firstName).toHaveValue('Jordan');
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(form.getByText('Last name is required')).toBeVisible();
  });

  test('reached by a link from another page, the booking form renders at once and works', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => ((window as Window & { __samePage?: true }).__samePage = true));
    await page.getByRole('banner').getByRole('link', { name: 'BOOK NOW' }).first().click();
    await expect(page).toHaveURL(/\/booking$/);
    // A soft navigation: the same document.
    expect(await page.evaluate(() => (window as Window & { __samePage?: true }).__samePage)).toBe(true);
    const form = page.getByRole('form', { name: 'Course Booking Form' });
    await expect(page.locator('[data-hydration]').filter({ has: form })).toHaveAttribute(
      'data-hydration',
      'live',
    );
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
  });
});
