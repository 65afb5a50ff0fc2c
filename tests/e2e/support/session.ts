import { expect, type Page } from '@playwright/test';

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
