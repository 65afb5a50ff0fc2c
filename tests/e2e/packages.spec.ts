import { expect, test } from './support/test';
import {
  customSolutions,
  GROUP_DISCOUNT_MIN_PEOPLE,
  marketingPackages as marketingData,
  MOST_POPULAR_LABEL,
  ON_SITE_MIN_PEOPLE,
  packagesClosingCta,
  packagesFaq,
} from '@/content/marketing-packages';
import { pricingPackages } from '@/content/packages';
import { formatAud } from '@/lib/rules/format';
import { createPriceBook } from '@/lib/rules/price-book';
import { pricedSpecials } from '@/lib/rules/priced-offers';
import { withPrices } from '@/lib/rules/price-template';
import { expectNoSeriousAxeViolations } from './support/axe';

// List prices: the price-book crawl (its own project) runs after this spec, never beside it.
const specials = pricedSpecials(createPriceBook());
const marketingPackages = withPrices(marketingData, createPriceBook());
import { jsonLdBlocks } from './support/json-ld';
import { expectHeadingsInOrder, expectNoHorizontalOverflow, settleDeferredSections } from './support/layout';

test.describe('/packages', () => {
  test('has its own title, one h1 and headings in order', async ({ page }) => {
    await page.goto('/packages');
    await expect(page).toHaveTitle(/Packages/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Packages');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expectHeadingsInOrder(page);
  });

  test('two special offers book with their special tokens', async ({ page }) => {
    await page.goto('/packages');
    const section = page.getByRole('region', { name: 'Special Offers' });
    await expect(section.getByRole('article')).toHaveCount(2);
    for (const special of specials) {
      const card = section
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: special.title, exact: true }) });
      await expect(card.getByText(formatAud(special.price), { exact: true })).toBeVisible();
      await expect(card.locator('s')).toHaveText(`was ${formatAud(special.originalPrice)}`);
      await expect(card.getByText(special.area)).toBeVisible();
    }
    const hrefs = await section
      .getByRole('link', { name: /^BOOK NOW/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/booking?special=confined-heights-299',
      '/booking?special=machinery-operator-999',
    ]);
  });

  test("shows the 'Why choose' section", async ({ page }) => {
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 2, name: /^Why choose/ })).toBeVisible();
  });

  test('package grid: booking links, Most Popular badge, and Request Quote for Corporate Enterprise', async ({
    page,
  }) => {
    await page.goto('/packages');
    const grid = page.getByRole('region', { name: 'Our Training Packages' });
    await expect(grid.getByRole('article')).toHaveCount(marketingPackages.length);
    expect(marketingPackages).toHaveLength(5);
    for (const pkg of marketingPackages) {
      const card = grid
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: pkg.name, exact: true }) });
      await expect(card.getByText(pkg.price, { exact: true })).toBeVisible();
      if (pkg.originalPrice) await expect(card.locator('s')).toHaveText(`was ${pkg.originalPrice}`);
      if (pkg.popular) await expect(card.getByText(MOST_POPULAR_LABEL, { exact: true })).toBeVisible();
      else await expect(card.getByText(MOST_POPULAR_LABEL, { exact: true })).toHaveCount(0);

      if (pkg.name === 'Corporate Enterprise') {
        await expect(card.getByRole('link', { name: /^Request Quote/ })).toHaveAttribute(
          'href',
          '/contact?enquiry=corporate',
        );
      } else {
        await expect(card.getByRole('link', { name: new RegExp(`^${pkg.cta.label}`) })).toHaveAttribute(
          'href',
          `/booking?package=${pkg.id}`,
        );
      }
    }
    expect(marketingPackages.filter((pkg) => pkg.popular).map((pkg) => pkg.name)).toEqual([
      'Professional Mining',
    ]);
  });

  test('the seven pricing packages book with their package ids', async ({ page }) => {
    await page.goto('/packages');
    const section = page.getByRole('region', { name: 'Package Pricing' });
    for (const pkg of pricingPackages) {
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: pkg.name, exact: true }) });
      await expect(card.getByText(formatAud(pkg.packagePrice), { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^BOOK NOW/ })).toHaveAttribute(
        'href',
        `/booking?package=${pkg.id}`,
      );
    }
  });

  test('custom solutions go to /contact and the closing button to /booking', async ({ page }) => {
    await page.goto('/packages');
    await expect(
      page
        .getByRole('region', { name: customSolutions.title })
        .getByRole('link', { name: customSolutions.cta.label }),
    ).toHaveAttribute('href', '/contact');
    await expect(
      page
        .getByRole('region', { name: packagesClosingCta.title })
        .getByRole('link', { name: packagesClosingCta.cta.label }),
    ).toHaveAttribute('href', '/booking');
  });

  test('FAQ: items open independently and state the group discount and on-site minimums', async ({
    page,
  }) => {
    await page.goto('/packages');
    await settleDeferredSections(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const [first, second] = packagesFaq;
    const firstButton = faq.getByRole('button', { name: first.question });
    const secondButton = faq.getByRole('button', { name: second.question });
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    await firstButton.click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await secondButton.click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await firstButton.click();
    await expect(faq.getByText(first.answer)).toBeHidden();

    const answers = packagesFaq.map((item) => item.answer).join(' ');
    expect(answers).toContain(`${GROUP_DISCOUNT_MIN_PEOPLE} or more`);
    expect(answers).toContain(`${ON_SITE_MIN_PEOPLE} or more`);
  });

  test('FAQ and breadcrumb JSON-LD parse', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/packages');
    const blocks = await jsonLdBlocks(page);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as
      { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(packagesFaq.map((item) => item.question));
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Packages']);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.goto('/packages');
    await expectNoHorizontalOverflow(page);
  });

  // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts; here, with an FAQ answer open.
  test('has no serious accessibility violations with an FAQ answer open', async ({ page }) => {
    await page.goto('/packages');
    await page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .getByRole('button')
      .first()
      .click();
    await expectNoSeriousAxeViolations(page);
  });
});
