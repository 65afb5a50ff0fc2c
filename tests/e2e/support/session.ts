import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's session check has answered and React has rendered its outcome (the session provider
 * sets <html data-session> then): the account menu or the Sign In link is final, and nothing the session decides
 * will still appear or move. `state` also checks which it is.
 */
export async function sessionSettled(page: Page, state?: 'signed-in' | 'signed-out') {
  const html = page.locator('html');
  if (state) await expect(html).toHaveAttribute('data-session', state);
  else await expect(html).toHaveAttribute('data-session', /^signed-(in|out)$/);
}
