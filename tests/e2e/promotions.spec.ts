import { expect, test } from './support/test';
import { promotionsHero, promotionTerms } from '@/content/promotions';
import { formatAud, formatDateDMY, saveLabel } from '@/lib/rules/format';
import { createPriceBook } from '@/lib/rules/price-book';
import { pricedPromotionOffers } from '@/lib/rules/priced-offers';
import { jsonLdBlocks } from './support/json-ld';
import { expectHeadingsInOrder, expectNoHorizontalOverflow } from './support/layout';
import { escapeRegExp } from './support/text';

// List prices: the price-book crawl (its own project) runs after this spec, never beside it.
const promotionOffers = pricedPromotionOffers(createPriceBook());

type OfferLd = { '@type': string; name: string; price: string; priceCurrency: string; validThrough?: string };

test.describe('/promotions', () => {
  test('has its own title and description, one h1 and headings in order', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page).toHaveTitle(/Promotions/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(escapeRegExp(promotionOffers[0].title)),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promotionsHero.title);
    await expectHeadingsInOrder(page);
  });

  test('five offer cards with badge, prices, features, validity and the right button', async ({ page }) => {
    await page.goto('/promotions');
    const offers = page.getByRole('region', { name: 'Current offers' });
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText(
      promotionOffers.map((offer) => offer.title),
    );

    for (const [index, offer] of promotionOffers.entries()) {
      const card = offers
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: offer.title, exact: true }) })
        .first();
      await expect(card.getByText(saveLabel(offer.savings), { exact: true })).toBeVisible();
      await expect(card.getByText(offer.subtitle, { exact: true })).toBeVisible();
      await expect(card.getByText(formatAud(offer.price), { exact: true })).toBeVisible();
      await expect(card.locator('s')).toHaveText(`was ${formatAud(offer.originalPrice)}`);
      await expect(card.getByText(offer.description)).toBeVisible();
      for (const feature of offer.features)
        await expect(card.getByText(feature, { exact: true })).toBeVisible();
      await expect(card.getByText(`Offer valid until ${formatDateDMY(offer.validUntil)}`)).toBeVisible();

      const link = card.getByRole('link', { name: new RegExp(`^${escapeRegExp(offer.cta.label)}`) });
      if (index === 1) {
        await expect(link).toHaveText(/^GET ONLINE WHITE CARD/);
        await expect(link).toHaveAttribute('href', '/courses/nsw-whitecard');
      } else {
        await expect(link).toHaveText(/^BOOK NOW/);
        await expect(link).toHaveAttribute('href', '/booking');
      }
    }
    await expect(offers.getByText('Offer valid until 31/12/2024').first()).toBeVisible();
  });

  test('Terms & Conditions list every term', async ({ page }) => {
    await page.goto('/promotions');
    const terms = page.getByRole('region', { name: 'Terms & Conditions' });
    await expect(terms.getByRole('listitem')).toHaveText([...promotionTerms]);
    const text = promotionTerms.join(' ').toLowerCase();
    for (const condition of [
      'combined',
      'new bookings',
      'photo id',
      'medical clearance',
      'minimum age',
      'full payment',
    ]) {
      expect(text).toContain(condition);
    }
  });

  test(
    'structured offer data and breadcrumbs are present and parse',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/promotions');
      const blocks = await jsonLdBlocks(page);
      expect(blocks.length).toBeGreaterThan(0);
      const catalog = blocks.find((block) => block['@type'] === 'OfferCatalog') as
        { itemListElement: OfferLd[] } | undefined;
      expect(catalog).toBeDefined();
      expect(catalog!.itemListElement).toHaveLength(promotionOffers.length);
      const today = new Date().toISOString().slice(0, 10);
      for (const [index, offer] of promotionOffers.entries()) {
        const ld = catalog!.itemListElement[index];
        expect(ld['@type']).toBe('Offer');
        expect(ld.name).toBe(offer.title);
        expect(ld.price).toBe(offer.price.toFixed(2));
        expect(ld.priceCurrency).toBe('AUD');
        // validThrough only while the offer date is still ahead.
        if (offer.validUntil < today) expect(ld.validThrough).toBeUndefined();
      }
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Promotions']);
    },
  );

  test('fits a 375 px screen', async ({ page }) => {
    await page.goto('/promotions');
    await expectNoHorizontalOverflow(page);
  });

  // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
});
