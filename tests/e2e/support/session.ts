import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page's session check has answered and React has rendered its outcome (the session provider
 * sets <html data-session> then): the account menu or the Sign In link is final, and nothing the session decides
 * will still appear or move. `state` also checks which it is.
 */
export async function sessionSettled(page: Page, state?: 'signed-in' | 'signed-out') {
  const html = page.locator('html');
  // Hydration of a whole page can take seconds on a loaded 2-core machine.
  const timeout = 30_000;
  if (state) await expect(html).toHaveAttribute('data-session', state, { timeout });
  else await expect(html).toHaveAttribute('data-session', /^signed-(in|out)$/, { timeout });
}

/**
 * Holds the answer to the page's next /api/session request: the server answers at once (the session as it is now),
 * the page receives that answer only when the returned `release()` is called. `release()` resolves once the page
 * has had the answer and a frame to render what it decides.
 */
export async function holdFirstSessionAnswer(page: Page): Promise<() => Promise<void>> {
  let deliver!: () => void;
  const delivery = new Promise<void>((resolve) => (deliver = resolve));
  let held = false;
  await page.route('**/api/session', async (route) => {
    if (held) return route.fallback();
    held = true;
    const response = await route.fetch();
    await delivery;
    await route.fulfill({ response });
  });
  return async () => {
    const delivered = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/api/session'),
    );
    deliver();
    await delivered;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.unroute('**/api/session');
  };
}

/** Waits until React has hydrated `locator`'s element (its props, handlers included, are attached to the node). */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
