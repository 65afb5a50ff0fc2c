import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The worker's one browser context (tests/e2e/support/test.ts) is handed from test to test: each must start as in a
 * new context. Serial, so the tests run in this order in one worker: the first leaves state behind, the next checks
 * that none of it reached it and that it did get the same context (else this would prove nothing).
 */
test.describe.configure({ mode: 'serial' });

let previous: BrowserContext | undefined;

test.describe('one context per worker, reset between tests', { tag: '@one-width' }, () => {
  test('a test leaves a cookie, stored data, a permission, a route, a closed page and the browser offline', async ({
    page,
    context,
    baseURL,
  }) => {
    previous = context;
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      document.cookie = 'left_behind=yes; path=/';
    });
    await context.grantPermissions(['clipboard-read'], { origin: baseURL });
    await context.route('**/api/session', (route) => route.fulfill({ status: 500, body: 'routed' }));
    const second = await context.newPage();
    await second.goto('/contact', { waitUntil: 'commit' });
    await second.evaluate(() => localStorage.setItem('from-a-closed-page', 'yes'));
    await second.close();
    await context.setOffline(true);
  });

  test('the next test gets the same context with none of it', async ({ page, context, request }) => {
    expect(context).toBe(previous);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    const session = await page.goto('/about');
    expect(session?.ok()).toBe(true);
    expect(await page.evaluate(() => [localStorage.length, document.cookie, navigator.onLine])).toEqual([
      0,
      '',
      true,
    ]);
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      ),
    ).toBe('prompt');
    // The route is gone: the page's own session check reached the server.
    const answer = await page.evaluate(async () => (await fetch('/api/session')).status);
    expect(answer).toBe((await request.get('/api/session')).status());
  });

  test('a test that installs a fake clock', async ({ page, context }) => {
    previous = context;
    await page.clock.setFixedTime(new Date('2020-01-01T00:00:00Z'));
    await page.goto('/about');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2020);
  });

  test('leaves its context behind: the next test gets a new one with the real clock', async ({
    page,
    context,
  }) => {
    expect(context).not.toBe(previous);
    await page.goto('/about');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThanOrEqual(2026);
  });
});
