import { expect, test } from './support/test';
import { coordinatorList } from '@/content/contacts';
import { courses } from '@/content/courses';
import { locations } from '@/content/locations';
import { mackayCourses as mackayData } from '@/content/mackay-courses';
import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';

import { rtoNotice } from '@/content/site';
import { jsonLdById } from './support/json-ld';
import { expectNoHorizontalOverflow } from './support/layout';

// List prices: the price-book crawl (its own project) runs after this spec, never beside it.
const mackayCourses = withPrices(mackayData, createPriceBook());

test.describe('location pages', () => {
  for (const location of locations) {
    test(`/locations/${location.slug}: actions and course list`, async ({ page }) => {
      const response = await page.goto(`/locations/${location.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(location.name);
      await expect(page).toHaveTitle(new RegExp(location.name));

      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      const contactLinks = main.getByRole('link', { name: 'CONTACT US', exact: true });
      await expect(contactLinks.first()).toBeVisible();
      for (const href of await contactLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toBe('/contact');
      }
      const bookLinks = main.getByRole('link', { name: 'BOOK NOW', exact: true });
      await expect(bookLinks.first()).toBeVisible();
      for (const href of await bookLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toBe(`/calendar/${location.slug}`);
      }

      const rows = page.getByTestId('location-courses').locator('tbody tr');
      await expect(rows).toHaveCount(courses.length);
      await expect(rows.first().locator('td').last()).toHaveText(/^\$\d/);

      // The print header is for paper only.
      await expect(page.getByTestId('print-header')).toBeHidden();
      await expectNoHorizontalOverflow(page);
      // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
    });
  }

  test(
    'Mackay BOOK NOW carries course, price, duration, maxStudents and location to /booking',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/locations/mackay');
      const list = page.getByTestId('mackay-courses');
      const links = list.getByRole('link', { name: /^BOOK NOW/ });
      await expect(links).toHaveCount(mackayCourses.length);
      const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
      hrefs.forEach((href, index) => {
        const url = new URL(href, 'http://localhost');
        const item = mackayCourses[index];
        expect(url.pathname).toBe('/booking');
        expect(url.searchParams.get('course')).toBe(item.name);
        expect(url.searchParams.get('price')).toBe(String(item.price));
        expect(url.searchParams.get('duration')).toBe(item.duration);
        expect(url.searchParams.get('maxStudents')).toBe(String(item.maxStudents));
        expect(url.searchParams.get('location')).toBe('mackay');
      });
    },
  );

  test('course names lead to real course pages', { tag: '@one-width' }, async ({ page, request }) => {
    await page.goto('/locations/port-macquarie');
    const hrefs = await page
      .getByTestId('location-courses')
      .locator('a[href^="/courses/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(courses.length);
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('prints as a catalogue: print header with date, contacts and RTO; no navigation or buttons', async ({
    page,
  }) => {
    await page.goto('/locations/mackay');
    await page.emulateMedia({ media: 'print' });

    const header = page.getByTestId('print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText('Course Catalogue');
    await expect(header).toContainText('Mackay QLD');
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
    });
    await expect(header.getByTestId('print-date')).toHaveText(today);
    for (const coordinator of coordinatorList) {
      await expect(header).toContainText(coordinator.name);
      await expect(header).toContainText(coordinator.phone);
      await expect(header).toContainText(coordinator.email);
    }
    await expect(header).toContainText(rtoNotice());

    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'BOOK NOW', exact: true }).first(),
    ).toBeHidden();
    await expect(
      page
        .getByTestId('mackay-courses')
        .getByRole('link', { name: /^BOOK NOW/ })
        .first(),
    ).toBeHidden();
    await expect(page.getByTestId('location-courses').locator('tbody tr').first()).toBeVisible();

    const breakInside = await page
      .getByTestId('location-courses')
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside);
    expect(breakInside).toBe('avoid');

    await page.emulateMedia({ media: 'screen' });
    await expect(header).toBeHidden();
  });

  test('carries LocalBusiness and BreadcrumbList JSON-LD', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/locations/bowen-basin');
    const business = await jsonLdById(page, 'local-business');
    expect(business['@type']).toContain('LocalBusiness');
    expect((business.address as Record<string, unknown>).addressRegion).toBe('QLD');
    const breadcrumbs = await jsonLdById(page, 'breadcrumbs');
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  });

  test('unknown locations are not found', { tag: '@one-width' }, async ({ request }) => {
    expect((await request.get('/locations/sydney')).status()).toBe(404);
  });
});
