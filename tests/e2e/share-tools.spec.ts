import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAccounts, signIn } from './support/auth';
import { escapeRegExp } from './support/text';

/** The admin "Share & Save Tools" panel on the catalogue pages, tested on /packages and present on the others. */

const PAGE = '/packages';
const HOSTS = ['/courses', '/courses/working-at-heights', '/packages', '/locations/mackay', '/promotions'];

function panel(page: Page) {
  return page.getByRole('region', { name: 'Share & Save Tools' });
}

async function clipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Share & Save Tools for visitors', () => {
  test('are absent for anonymous visitors and signed-in users', { tag: '@one-width' }, async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByTestId('share-tools')).toHaveCount(0);

    // signIn returns once the session's answer is rendered, which is when the tools would appear.
    await signIn(page, demoAccounts.user, PAGE);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('share-tools')).toHaveCount(0);
  });
});

test.describe('Share & Save Tools for admins', () => {
  let adminCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

  // One sign-in for the whole group keeps well inside the sign-in rate limit.
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await signIn(await context.newPage(), demoAccounts.admin, PAGE);
    adminCookies = await context.cookies();
    await context.close();
  });

  test.beforeEach(async ({ page, context }) => {
    await context.addCookies(adminCookies);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { __printCount: number };
      w.__printCount = 0;
      window.print = () => {
        w.__printCount += 1;
      };
    });
    await page.goto(PAGE);
    await expect(panel(page)).toBeVisible();
  });

  test('appear on every catalogue page that hosts them and never print', async ({ page }) => {
    for (const path of HOSTS) {
      await page.goto(path);
      await expect(panel(page), path).toBeVisible();
      await expect(page.getByTestId('share-tools'), path).toHaveClass(/print-hidden/);
    }
  });

  test(
    'Copy URL copies the address, says URL Copied! and shows Copied for 2 seconds',
    { tag: '@one-width' },
    async ({ page }) => {
      await panel(page).getByRole('button', { name: 'Copy URL' }).click();
      await expect(page.getByText('URL Copied!')).toBeVisible();
      expect(await clipboard(page)).toBe(page.url());
      const copied = panel(page).getByRole('button', { name: 'Copied' });
      await expect(copied).toBeVisible();
      await expect(copied).toBeHidden({ timeout: 4_000 });
      await expect(panel(page).getByRole('button', { name: 'Copy URL' })).toBeVisible();
    },
  );

  test('Print and Save as PDF open the print dialog', async ({ page }) => {
    await panel(page).getByRole('button', { name: 'Print' }).click();
    await expect(page.getByText('Print dialog opened').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printCount: number }).__printCount))
      .toBe(1);
    await panel(page).getByRole('button', { name: 'Save as PDF' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printCount: number }).__printCount))
      .toBe(2);
  });

  test('Share uses the native share sheet when there is one', { tag: '@one-width' }, async ({ page }) => {
    await page.evaluate(() => {
      Object.assign(navigator, { share: () => Promise.resolve(), canShare: () => true });
    });
    await panel(page).getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Shared!')).toBeVisible();
    await expect(page.getByText('Content shared successfully')).toBeVisible();
  });

  test('Share falls back to copying the URL when unsupported', { tag: '@one-width' }, async ({ page }) => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await panel(page).getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Share not supported')).toBeVisible();
    await expect(page.getByText('Please use the manual sharing options below')).toBeVisible();
    expect(await clipboard(page)).toBe(page.url());
  });

  test(
    'a failing share says Share failed and copies the URL; a cancelled one says nothing',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.evaluate(() => {
        Object.assign(navigator, {
          share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
          canShare: () => true,
        });
      });
      await panel(page).getByRole('button', { name: 'Share', exact: true }).click();

      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.evaluate(() => {
        Object.assign(navigator, {
          share: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
          canShare: () => true,
        });
      });
      await panel(page).getByRole('button', { name: 'Share', exact: true }).click();
      await expect(page.getByText('Share failed')).toBeVisible();
      // One toast: the cancelled share, answered before the second press, said nothing (toasts stay for seconds).
      await expect(page.getByText('Share failed')).toHaveCount(1);
      await expect(page.getByText('Please use manual sharing options')).toBeVisible();
      expect(await clipboard(page)).toBe(page.url());
    },
  );

  test(
    'Email and SMS share links carry the page title and address',
    { tag: '@one-width' },
    async ({ page }) => {
      const url = encodeURIComponent(page.url());
      await expect(panel(page).getByRole('link', { name: 'Email' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:\\?subject=.+&body=.*${escapeRegExp(url)}`),
      );
      await expect(panel(page).getByRole('link', { name: 'SMS' })).toHaveAttribute('href', /^sms:\?&body=.+/);
    },
  );

  test('Save as Text and Save Data download files and say so', { tag: '@one-width' }, async ({ page }) => {
    const text = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: 'Save as Text' }).click();
    expect((await text).suggestedFilename()).toMatch(/\.txt$/);
    await expect(page.getByText('File saved!')).toBeVisible();

    const json = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: 'Save Data (JSON)' }).click();
    const download = await json;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    await expect(page.getByText('Data saved!')).toBeVisible();
  });

  test('Copy Text and Copy Page Content copy to the clipboard', { tag: '@one-width' }, async ({ page }) => {
    await panel(page).getByLabel('Custom text').fill('Group bookings of 5 or more get a discount.');
    await panel(page).getByRole('button', { name: 'Copy Text' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    await expect(page.getByText('Content copied to clipboard').first()).toBeVisible();
    expect(await clipboard(page)).toBe('Group bookings of 5 or more get a discount.');

    await panel(page).getByRole('button', { name: 'Copy Page Content' }).click();
    await expect.poll(async () => (await clipboard(page)).length).toBeGreaterThan(200);
    expect(await clipboard(page)).not.toContain('Share & Save Tools');
  });

  test('Refresh reloads the page', { tag: '@one-width' }, async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await Promise.all([
      page.waitForEvent('load'),
      panel(page).getByRole('button', { name: 'Refresh' }).click(),
    ]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
  });
});
