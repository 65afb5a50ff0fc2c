import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { corporateBenefits, corporatePanel } from '@/content/corporate';
import {
  CAROUSEL_INTERVAL_MS,
  courseCategoryBrowser,
  homeHero,
  homeLocationsHeading,
  homeMetadata,
  miningCarouselImages,
} from '@/content/home';
import { locations } from '@/content/locations';
import { getPackage } from '@/content/packages';
import { formatAud } from '@/lib/rules/format';
import { createPriceBook } from '@/lib/rules/price-book';
import { pricedPackage, pricedPromotionSlides } from '@/lib/rules/priced-offers';

const promotionSlides = pricedPromotionSlides(createPriceBook());
import { expectHeadingsInOrder, expectNoHorizontalOverflow, settleDeferredSections } from './support/layout';

const PHOTOS = 'Mining and civil training photos';
const SPECIALS = 'Special offers';

function carousel(page: Page, name: string): Locator {
  return page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);
}

function dot(region: Locator, n: number): Locator {
  return region.getByRole('button', { name: `Go to slide ${n}`, exact: true });
}

async function expectCurrentSlide(region: Locator, n: number, count: number) {
  await expect(dot(region, n)).toHaveAttribute('aria-current', 'true');
  for (let other = 1; other <= count; other += 1) {
    if (other !== n) await expect(dot(region, other)).not.toHaveAttribute('aria-current');
  }
}

/** Which dot is current, 1-based. */
async function currentSlide(region: Locator): Promise<number> {
  const label = await region.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace('Go to slide ', ''));
}

/** The slide sits in the carousel's window (not translated off to one side). */
async function expectShown(region: Locator, slide: Locator) {
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([region.boundingBox(), slide.boundingBox()]);
      return outer && inner ? Math.abs(inner.x - outer.x) : Number.POSITIVE_INFINITY;
    })
    .toBeLessThan(2);
}

/**
 * Stops the page's clock (installed before navigation) just after hydration, so each later runFor is exact.
 * Stopped 2 s ahead: pausing at a time already past throws, and on a machine at half this one's speed the round
 * trip can outlast half a second. The jump may move a slide on; every test reads the slide after freezing, or
 * restarts the interval itself, so it is not counted.
 */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}

/** Moves the pointer off the carousel and focus out of it, so auto-advance may resume. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home page', () => {
  test('title concerns mining and civil training in Port Macquarie and Mackay; h1 is about mining and civil safety training', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Port Macquarie/);
    expect(await page.title()).toContain(homeMetadata.title);
    expect(homeMetadata.title).toMatch(/Mining/);
    expect(homeMetadata.title).toMatch(/Mackay/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(homeHero.title);
    await expect(h1).toContainText(/mining & civil construction safety training/i);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      homeMetadata.description,
    );
  });

  test('five location buttons lead to the location pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: homeLocationsHeading });
    await expect(nav.getByRole('link')).toHaveCount(5);
    for (const location of locations) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${location.name}`) })).toHaveAttribute(
        'href',
        `/locations/${location.slug}`,
      );
    }
  });

  test('category browser shows each category’s packages with price, original price and a booking link', async ({
    page,
  }) => {
    await page.goto('/');
    const seen = new Set<string>();
    for (const entry of courseCategoryBrowser) {
      await page.getByRole('tab', { name: entry.title, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: entry.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(entry.description)).toBeVisible();
      for (const id of entry.packageIds) {
        // List prices: the price-book crawl (its own project) runs after this spec, never beside it.
        const pkg = pricedPackage(getPackage(id), createPriceBook());
        seen.add(id);
        const card = panel
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: pkg.name, exact: true }) });
        await expect(card.getByText(formatAud(pkg.packagePrice), { exact: true })).toBeVisible();
        await expect(card.locator('s')).toHaveText(`was ${formatAud(pkg.originalPrice)}`);
        await expect(card.getByText(pkg.discount, { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
          'href',
          `/booking?package=${id}`,
        );
      }
    }
    expect(seen.size).toBe(7);
  });

  test('image carousel: next, previous and dots, looping both ways', async ({ page }) => {
    await page.goto('/');
    const photos = carousel(page, PHOTOS);
    const count = miningCarouselImages.length;
    expect(count).toBe(4);
    await photos.hover();
    await expect(photos).toHaveAttribute('data-autoplay', 'off');
    await expect(photos.getByRole('button', { name: /^Go to slide / })).toHaveCount(count);
    await expectCurrentSlide(photos, 1, count);
    await expectShown(photos, photos.getByRole('img', { name: miningCarouselImages[0].alt }));

    await photos.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(photos, 2, count);
    await expectShown(photos, photos.getByRole('img', { name: miningCarouselImages[1].alt }));

    await photos.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(photos, 1, count);

    // Back from the first goes round to the last.
    await photos.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(photos, count, count);

    // Past the last comes back to the first.
    await photos.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(photos, 1, count);

    await dot(photos, 3).click();
    await expectCurrentSlide(photos, 3, count);
    await expectShown(photos, photos.getByRole('img', { name: miningCarouselImages[2].alt }));
  });

  test('the first photo is fetched first (LCP) in a fixed 16:9 box', async ({ page }) => {
    await page.goto('/');
    const first = carousel(page, PHOTOS).getByRole('img', { name: miningCarouselImages[0].alt });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
  });

  test('image carousel auto-advances every 5 s and loops past the last slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const photos = carousel(page, PHOTOS);
    const count = miningCarouselImages.length;
    await expect(photos).toHaveAttribute('data-autoplay', 'on');
    await freezeClock(page);
    // Restart the interval from the frozen time: choosing a slide pauses, leaving resumes with a fresh timer.
    await dot(photos, 1).click();
    await leave(page);
    await expect(photos).toHaveAttribute('data-autoplay', 'on');

    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 200);
    await expectCurrentSlide(photos, 1, count);
    await page.clock.runFor(200);
    await expectCurrentSlide(photos, 2, count);

    // Jump to the last slide, let go, and one interval later it is back on the first.
    await dot(photos, count).click();
    await expectCurrentSlide(photos, count, count);
    await leave(page);
    await expect(photos).toHaveAttribute('data-autoplay', 'on');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expectCurrentSlide(photos, 1, count);
  });

  test('auto-advance pauses while hovered or focused and with the pause button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const photos = carousel(page, PHOTOS);
    const count = miningCarouselImages.length;
    await expect(photos).toHaveAttribute('data-autoplay', 'on');
    await freezeClock(page);

    await photos.hover();
    await expect(photos).toHaveAttribute('data-autoplay', 'off');
    let at = await currentSlide(photos);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expectCurrentSlide(photos, at, count);

    await leave(page);
    await photos.getByRole('button', { name: 'Next slide' }).focus();
    await expect(photos).toHaveAttribute('data-autoplay', 'off');
    at = await currentSlide(photos);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expectCurrentSlide(photos, at, count);

    await photos.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(photos.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await leave(page);
    await expect(photos).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expectCurrentSlide(photos, at, count);
  });

  test('no auto-advance under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    for (const name of [PHOTOS, SPECIALS]) {
      const region = carousel(page, name);
      await expect(region.getByRole('button', { name: 'Play slide show' })).toBeVisible();
      await expect(region).toHaveAttribute('data-autoplay', 'off');
    }
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expectCurrentSlide(carousel(page, PHOTOS), 1, miningCarouselImages.length);
    await expectCurrentSlide(carousel(page, SPECIALS), 1, promotionSlides.length);
  });

  test('promotions carousel: five slides, each BOOK NOW to its destination, looping', async ({ page }) => {
    await page.goto('/');
    await settleDeferredSections(page);
    const specials = carousel(page, SPECIALS);
    const count = promotionSlides.length;
    expect(count).toBe(5);
    await specials.hover();
    await expect(specials.getByRole('button', { name: /^Go to slide / })).toHaveCount(count);

    for (const [index, slide] of promotionSlides.entries()) {
      await dot(specials, index + 1).click();
      await expectCurrentSlide(specials, index + 1, count);
      const active = specials.locator('[aria-roledescription="slide"][data-active="true"]');
      await expect(active.getByRole('heading', { name: slide.title })).toBeVisible();
      await expectShown(specials, active);
      await expect(active.getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
        'href',
        slide.action.href,
      );
    }
    const targets = promotionSlides.map((slide) => slide.action.href);
    expect(targets.filter((href) => href === '/courses/nsw-whitecard')).toHaveLength(1);
    expect(targets.filter((href) => href === '/booking')).toHaveLength(4);

    await specials.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(specials, 1, count);
    await specials.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(specials, count, count);
  });

  test('promotions carousel auto-advances every 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const specials = carousel(page, SPECIALS);
    await specials.scrollIntoViewIfNeeded();
    await expect(specials).toHaveAttribute('data-autoplay', 'on');
    await freezeClock(page);
    const start = await currentSlide(specials);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expectCurrentSlide(specials, (start % promotionSlides.length) + 1, promotionSlides.length);
  });

  test('corporate panel lists the six benefits and REGISTER NOW opens a corporate enquiry', async ({
    page,
  }) => {
    await page.goto('/');
    await settleDeferredSections(page);
    const panel = page.getByRole('region', { name: corporatePanel.title });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
      corporateBenefits.map((benefit) => benefit.title),
    );
    expect(corporateBenefits.map((benefit) => benefit.id)).toEqual([
      'bulk-discounts',
      'account-manager',
      'customised-training',
      'flexible-scheduling',
      'reporting',
      'priority-booking',
    ]);
    await expect(panel.getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute(
      'href',
      '/contact?enquiry=corporate',
    );
  });

  test('fits a 375 px screen and keeps headings in order', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalOverflow(page);
    await expectHeadingsInOrder(page);
  });

  // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
});
