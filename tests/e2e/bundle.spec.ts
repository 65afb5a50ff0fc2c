import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { expect, test } from './support/test';

import { ENQUIRY_REQUIRED_MESSAGE } from '@/lib/validation/enquiry-fields';

/**
 * What the build sends to browsers. zod is the largest library the forms load: imported as a namespace object it
 * brought every translation of its messages with it (90 KB gzip instead of 30). lib/validation/zod.ts re-exports
 * its named exports instead, so the bundler keeps only what the schemas use.
 */
test.describe('the browser bundle', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'reads the build output once');
  });

  test("carries zod's English messages and none of its translations", () => {
    const dir = join(process.cwd(), '.next', 'static', 'chunks');
    const chunks = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
    expect(chunks.some((text) => text.includes('Invalid input'))).toBe(true);
    // German and Japanese, from zod's locales/de.js and locales/ja.js.
    expect(
      chunks.filter((text) => text.includes('Ungültige Eingabe') || text.includes('無効な入力')),
    ).toEqual([]);
  });

  test('a form checks its fields in the browser without breaking the CSP (zod runs jitless)', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.info(`CSP violation ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Course Enquiries' });
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText(ENQUIRY_REQUIRED_MESSAGE).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** From now on, the script chunks the page fetches whose code contains `marker`: call it for their paths so far. */
function chunksContaining(page: Page, marker: string): () => Promise<string[]> {
  const found: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/_next/static/chunks/')) return;
    const path = new URL(response.url()).pathname;
    found.push(
      response.text().then(
        (body) => (body.includes(marker) ? path : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((path) => path !== null);
}

test.describe('toast code on arrival', () => {
  // sonner (its Toaster and 40 KB of script) loads when something on the page can raise a toast: a form's focus, a
  // staff session. /calendar carried it for every visitor because its database setup card imported it statically.
  test(
    'a visitor downloads no toast code on the catalogue pages and the calendar',
    { tag: '@one-width' },
    async ({ page }) => {
      // sonner's default label for its close button: in its code, in no chunk of ours.
      const toastCode = chunksContaining(page, 'Close toast');
      for (const path of ['/', '/courses', '/courses/nsw-whitecard', '/about', '/calendar']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await toastCode(), path).toEqual([]);
      }
      // The check sees sonner when it comes: the newsletter form's focus fetches it.
      await page.goto('/');
      await page.getByRole('form', { name: 'Newsletter signup' }).getByLabel('Email address').focus();
      await expect.poll(async () => (await toastCode()).length).toBeGreaterThan(0);
    },
  );
});

test.describe('the header logo', () => {
  // An <img> of an SVG is a separate document the main thread parses and lays out before the first paint (about 30 ms
  // for the logo's <text>, traced): the logo is drawn in the page (components/brand/site-logo.tsx), in Inter.
  test('the header draws its logo in the page: no logo file is fetched', async ({ page }) => {
    const logoFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/logo')) logoFiles.push(pathname);
    });
    for (const path of ['/about', '/courses', '/contact']) {
      await page.goto(path);
      const logo = page.getByRole('banner').getByRole('link', { name: 'Ridgeline Safety Training home' });
      await expect(logo).toContainText('Ridgeline');
      await expect(logo.locator('svg')).toBeVisible();
      expect(
        await logo
          .locator('span')
          .first()
          .evaluate((node) => getComputedStyle(node).fontFamily),
      ).toMatch(/Inter/);
    }
    expect(logoFiles).toEqual([]);
  });
});

test.describe('class names in the browser', () => {
  // A primitive's defaults are `fallback:` classes in a layer that loses to the caller's classes (app/globals.css).
  // Both checks fail without it: Tailwind writes font-medium after font-extrabold and text-sm after text-base.
  test("a caller's classes beat a primitive's defaults, whatever the stylesheet's order", async ({
    page,
  }) => {
    await page.goto('/courses');
    const style = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name);
    // The header's BOOK NOW: buttonVariants({ variant: 'brand', className: 'font-extrabold tracking-wide' }).
    const bookNow = page.getByRole('banner').getByRole('link', { name: 'BOOK NOW', exact: true });
    expect(await bookNow.evaluate(style, 'font-weight')).toBe('800');
    // A large button sets its own text size: 16 px, not the small buttons' 14.
    const enquiry = page.getByRole('link', { name: 'MAKE ENQUIRY - FREE CONSULTATION' });
    expect(await enquiry.evaluate(style, 'font-size')).toBe('16px');
  });
});
