import { test as base, type Page } from '@playwright/test';

import { sessionSettled } from './session';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` of an HTML page returns once the page is hydrated (the session
 * provider has rendered its answer, <html data-session>). A click that lands before hydration reaches no React
 * handler: on a loaded machine the browser then submitted forms natively or ignored the press, and tests failed
 * only sometimes. Waiting on that event makes every interaction start from a live page. Pass another `waitUntil`
 * ('commit', 'domcontentloaded', 'networkidle') to look at a page before it is hydrated.
 */
export function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()['content-type'] ?? '').includes('text/html');
    if (html && (options?.waitUntil ?? 'load') === 'load') await sessionSettled(page);
    return response;
  };
}

export const test = base.extend({
  // Playwright names the fixture callback `use`; it is not React's hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript nothing hydrates: the page is what the server sent.
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    await provide(page);
  },
});
