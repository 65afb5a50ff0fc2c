import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { catalogueUnits } from '@/content/catalogue-units';
import { coordinatorList } from '@/content/contacts';
import { coursePages } from '@/content/course-pages';
import { madeCourseVideos } from '@/content/course-videos';
import { courses, coursesForLocation } from '@/content/courses';
import { courseCategoryBrowser } from '@/content/home';
import { locations } from '@/content/locations';
import { marketingPackages } from '@/content/marketing-packages';
import { pricingPackages } from '@/content/packages';
import { promotionalItems } from '@/content/marketing-assets';
import { specials } from '@/content/specials';
import { units } from '@/content/units';
import { publicRoutes } from '@/lib/edge/public-routes';
import { marketingPrices } from '@/lib/files/marketing-files';
import { datedVideoPricesNotice, videoPricesDated } from '@/lib/rules/course-video-script';
import { formatAud } from '@/lib/rules/format';
import { createPriceBook, priceListRows, type PriceBook, type PriceOverride } from '@/lib/rules/price-book';
import { pricedPromotionOffers } from '@/lib/rules/priced-offers';
import { withPrices } from '@/lib/rules/price-template';
import { calendarFeedHref } from '@/lib/rules/slot-links';
import { demoAccounts, signIn } from './support/auth';
import { mapInParallel } from './support/in-parallel';
import { isServerAction } from './support/server-actions';

import { checkPdf } from '../support/pdf-check';

/**
 * One truth for prices: an admin changes every priced item (every unit at both levels, every package)
 * through the real server action, and every public page, generated file and JSON-LD block then shows the new
 * figure where it shows a price and no list figure anywhere; a reset brings every list figure back.
 *
 * It changes prices for the whole site, so it runs in its own Playwright project ('price-book') against a server of
 * its own, with its own database and copy of the build (scripts/e2e-server.sh, playwright.config.ts): specs that
 * assert a list price never see its figures, and it runs beside them instead of alone after them.
 * Pages are fetched in parallel with the browser context's request client (the admin's cookies do not change
 * what a static page shows); only the two saves that capture the actions go through the pricing dialog.
 */

test.describe.configure({ mode: 'serial' });

type Item = Omit<PriceOverride, 'price'> & { listPrice: number | null };

/** Every editable price, as the price editor lists it. */
const items: Item[] = [
  ...pricingPackages.map((pkg): Item => ({
    itemType: 'package',
    itemId: pkg.id,
    level: 'standard',
    listPrice: pkg.packagePrice,
  })),
  ...units.flatMap((unit): Item[] => [
    { itemType: 'unit', itemId: unit.unitCode, level: 'standard', listPrice: unit.price },
    { itemType: 'unit', itemId: unit.unitCode, level: 'experienced', listPrice: unit.rplPrice ?? null },
  ]),
];

/** Distinctive figures no page shows otherwise: units 4,001 to 4,9xx (experienced ends in 6), packages 8,0x1. */
const overrides: PriceOverride[] = items.map((item, index) => ({
  itemType: item.itemType,
  itemId: item.itemId,
  level: item.level,
  price:
    item.itemType === 'package'
      ? 8001 + 10 * index
      : 4001 + 10 * index + (item.level === 'experienced' ? 5 : 0),
}));
const listBook = createPriceBook();
const changedBook = createPriceBook(overrides);
const newFigures = overrides.map((override) => override.price);

/**
 * Figures that content states as separate facts (the catalogue's own prices, the marketing cards, "was" prices,
 * the white card online price, machinery bundles, offers' own prices; see content/price-conflicts.ts). They stay
 * when the price book changes, so a list price that equals one of them cannot be told apart by its figure alone.
 * They are read from content rendered with the changed book: whatever is not a new figure is a separate fact.
 */
function separateFacts(): Set<number> {
  const rendered = JSON.stringify(
    withPrices(
      {
        pages: coursePages,
        marketing: marketingPackages,
        packages: pricingPackages.map((pkg) => pkg.originalPrice),
        specials: specials.map((special) => special.originalPrice),
        offers: pricedPromotionOffers(changedBook),
      },
      changedBook,
    ),
  );
  const catalogue = JSON.stringify(withPrices(catalogueUnits, changedBook));
  const figures = new Set<number>();
  for (const text of [rendered, catalogue]) {
    for (const match of text.matchAll(/\$(\d[\d,]*)/g)) figures.add(Number(match[1].replaceAll(',', '')));
    for (const match of text.matchAll(/"(?:price|originalPrice|refresherPrice)":(\d+)/g))
      figures.add(Number(match[1]));
  }
  for (const figure of newFigures) figures.delete(figure);
  return figures;
}

/**
 * A figure that is also a separate fact elsewhere is still checked where no separate fact is shown: a named course
 * page shows only its own units' prices, so none of their list figures may stay there.
 */
const pageOnlyFigures = new Map(
  coursePages.map((page) => [
    `/courses/${page.slug}`,
    items.flatMap((item) =>
      item.itemType === 'unit' &&
      page.unitCodes.some((code) => code === item.itemId) &&
      item.listPrice !== null
        ? [item.listPrice]
        : [],
    ),
  ]),
);

const listFigures = [...new Set(items.flatMap((item) => (item.listPrice === null ? [] : [item.listPrice])))];
const facts = separateFacts();
/** List figures that only the price book states: none may be left anywhere after the change. */
const oldOnly = listFigures.filter((figure) => !facts.has(figure));

function dollarPattern(figures: readonly number[]): RegExp {
  const texts = figures.map((figure) => formatAud(figure).replace('$', '\\$'));
  // '$199' but not '$1,990' or '$199.50': the figure ends where a price ends.
  return new RegExp(`(?:${texts.join('|')})(?![\\d]|[.,]\\d)`, 'g');
}

function jsonPricePattern(figures: readonly number[]): RegExp {
  // A figure in serialised data (the page's React payload, JSON-LD): "price":199, \"price\":\"199.00\".
  return new RegExp(
    `\\\\?"\\w*[pP]rice\\\\?":\\s*\\\\?"?(?:${figures.join('|')})(?:\\.0+)?\\\\?"?(?=[,}\\]])`,
    'g',
  );
}

const DATED_NOTICE_START = datedVideoPricesNotice('').split(' as at ')[0];

type Fetched = { path: string; text: string; kind: 'html' | 'pdf' | 'text' };

async function fetchAll(request: APIRequestContext, paths: readonly string[]): Promise<Fetched[]> {
  return mapInParallel(paths, 4, async (path): Promise<Fetched> => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const type = response.headers()['content-type'] ?? '';
    const body = await response.body();
    if (type.includes('application/pdf')) {
      expect(body.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
      // The PDFs embed subset fonts (glyph ids, not characters, in their text operators): read them as a reader
      // would, with poppler's pdftotext.
      return { path, text: checkPdf(new Uint8Array(body)).text, kind: 'pdf' };
    }
    return { path, text: body.toString('utf8'), kind: type.includes('text/html') ? 'html' : 'text' };
  });
}

/** Every public page, every generated file that can carry a price, and the booking summaries. */
function crawlPaths(): string[] {
  const files = [
    ...promotionalItems.filter((item) => item.id !== 'social').map((item) => item.href),
    ...[...new Set(coordinatorList.map((coordinator) => coordinator.state))].map(
      (state) => `/api/marketing/business-cards/${state.toLowerCase()}/vcf`,
    ),
    calendarFeedHref('all'),
    ...locations.map((location) => calendarFeedHref(location.slug)),
    '/api/upcoming-sessions',
    '/sitemap.xml',
    '/robots.txt',
  ];
  const bookings = [
    ...pricingPackages.map((pkg) => `/booking?package=${pkg.id}`),
    ...marketingPackages.map((pkg) => `/booking?package=${pkg.id}`),
    ...specials.map((special) => `/booking?special=${special.id}`),
    ...courses.map((course) => `/booking?course=${encodeURIComponent(course.name)}`),
  ];
  return [...new Set([...publicRoutes().map((route) => route.path), ...files, ...bookings])];
}

/** Slots carry their own price (staff set it per session): pages and feeds of slots may show those figures. */
function isSlotPath(path: string): boolean {
  return (
    path.startsWith('/calendar') || path.startsWith('/api/calendar') || path === '/api/upcoming-sessions'
  );
}

async function slotPrices(request: APIRequestContext): Promise<Set<number>> {
  const response = await request.get('/api/upcoming-sessions');
  const body = (await response.json()) as { sessions: { price: number }[] };
  return new Set(body.sessions.map((session) => session.price));
}

/** JSON-LD blocks of an HTML page, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as unknown,
  );
}

/** Every price-like value in a JSON-LD tree ('price', 'lowPrice', ...), as numbers. */
function ldPrices(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) ldPrices(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (/price$/i.test(key) && (typeof item === 'string' || typeof item === 'number') && item !== '')
        found.push(Number(item));
      else ldPrices(item, found);
    }
  return found;
}

type Finding = string;

/** What a crawl found that it must not: figures from `forbidden` in text, serialised data or JSON-LD. */
function leaks(
  pages: readonly Fetched[],
  forbidden: readonly number[],
  slotFigures: Set<number>,
  perPage: ReadonlyMap<string, readonly number[]> = new Map(),
): Finding[] {
  const findings: Finding[] = [];
  for (const { path, text, kind } of pages) {
    const all = [...new Set([...forbidden, ...(perPage.get(path) ?? [])])];
    const figures = isSlotPath(path) ? all.filter((figure) => !slotFigures.has(figure)) : all;
    if (figures.length === 0) continue;
    const shown = text.match(dollarPattern(figures));
    if (shown) findings.push(`${path}: shows ${[...new Set(shown)].join(', ')}`);
    const data = text.match(jsonPricePattern(figures));
    if (data) findings.push(`${path}: carries ${[...new Set(data)].slice(0, 3).join(', ')}`);
    if (kind === 'html') {
      const ld = ldPrices(jsonLd(text)).filter((price) => figures.includes(price));
      if (ld.length > 0) findings.push(`${path}: JSON-LD price ${ld.join(', ')}`);
    }
  }
  return findings;
}

/** Which of `figures` some page shows as a price. */
function shownFigures(pages: readonly Fetched[], figures: readonly number[]): number[] {
  const shown = new Set(pages.flatMap(({ text }) => text.match(dollarPattern(figures)) ?? []));
  return figures.filter((figure) => shown.has(formatAud(figure)));
}

/** Where the book's figures must be shown: each expectation is a path and texts it must contain. */
function expectedFigures(book: PriceBook): [path: string, texts: string[]][] {
  const aud = formatAud;
  const pages = withPrices(coursePages, book);
  const promo = marketingPrices(book);
  return [
    ['/packages', [...pricingPackages.map((pkg) => aud(book.packagePrice(pkg.id)))]],
    ['/', courseCategoryBrowser.flatMap((entry) => entry.packageIds.map((id) => aud(book.packagePrice(id))))],
    // The price list shows each course's figure; the Manage Pricing panel (opened on demand) carries every unit's.
    [
      '/courses',
      [
        ...priceListRows(book).map((row) => aud(row.price)),
        ...units.map((unit) => `"price":${book.unitPrice(unit.unitCode)}`),
      ],
    ],
    ['/promotions', pricedPromotionOffers(book).map((offer) => aud(offer.price))],
    ...courses.map((course): [string, string[]] => [
      `/booking?course=${encodeURIComponent(course.name)}`,
      [aud(book.coursePrice(course))],
    ]),
    ...locations.map((location): [string, string[]] => [
      `/locations/${location.slug}`,
      coursesForLocation(location.slug).map((course) => aud(book.coursePrice(course))),
    ]),
    ...pages.map((page): [string, string[]] => [
      `/courses/${page.slug}`,
      [page.facts.price, ...page.priceOptions.map((option) => aud(option.price))],
    ]),
    ...promotionalItems
      .filter((item) => item.id === 'brochure' || item.id === 'flyer' || item.id === 'email-template')
      .map((item): [string, string[]] => [
        item.href,
        item.id === 'flyer'
          ? promo.specials.map((special) => aud(special.price))
          : promo.packages.map((pkg) => aud(pkg.price)),
      ]),
    ...pricingPackages.map((pkg): [string, string[]] => [
      `/booking?package=${pkg.id}`,
      [aud(book.packagePrice(pkg.id))],
    ]),
    ...specials.map((special): [string, string[]] => [
      `/booking?special=${special.id}`,
      [aud(book.packagePrice(special.packageId))],
    ]),
  ];
}

function missing(pages: readonly Fetched[], book: PriceBook): Finding[] {
  const byPath = new Map(pages.map((page) => [page.path, page.text]));
  const findings: Finding[] = [];
  for (const [path, texts] of expectedFigures(book)) {
    const text = byPath.get(path);
    if (text === undefined) {
      findings.push(`${path}: not crawled`);
      continue;
    }
    // Serialised props in the page's React payload escape their quotes.
    const absent = [...new Set(texts)].filter(
      (figure) => !text.includes(figure) && !text.includes(figure.replaceAll('"', '\\"')),
    );
    if (absent.length > 0) findings.push(`${path}: lacks ${absent.join(', ')}`);
  }
  // A course video states the prices it was made with: once the book changes one, the page says so (naming no
  // figure, which the leak check above holds it to), and with the prices it was made with, says nothing.
  for (const coursePage of coursePages) {
    const path = `/courses/${coursePage.slug}`;
    const made = madeCourseVideos[coursePage.slug];
    const dated = made !== undefined && videoPricesDated(coursePage, book, made.overrides);
    const says = (byPath.get(path) ?? '').includes(DATED_NOTICE_START);
    if (dated !== says)
      findings.push(`${path}: ${dated ? 'lacks' : 'shows'} the notice that the video's prices are dated`);
  }
  // A named course page's Offer carries its lowest shown price.
  for (const coursePage of withPrices(coursePages, book)) {
    const path = `/courses/${coursePage.slug}`;
    const lowest = Math.min(
      ...[...coursePage.facts.price.matchAll(/\$(\d[\d,]*)/g)].map((match) =>
        Number(match[1].replaceAll(',', '')),
      ),
    );
    const offers = ldPrices(jsonLd(byPath.get(path) ?? ''));
    if (!offers.includes(lowest))
      findings.push(`${path}: JSON-LD prices ${offers.join(', ')}, not ${lowest}`);
  }
  return findings;
}

/**
 * Crawls until the site agrees with the book. A saved price revalidates the priced pages; Next regenerates each
 * on its next request, so the first crawl after a save may still meet a page being regenerated.
 */
async function expectSiteShows(
  request: APIRequestContext,
  book: PriceBook,
  forbidden: readonly number[],
  perPage?: ReadonlyMap<string, readonly number[]>,
) {
  const paths = crawlPaths();
  let findings: Finding[] = [];
  await expect
    .poll(
      async () => {
        const slots = await slotPrices(request);
        const pages = await fetchAll(request, paths);
        findings = [...leaks(pages, forbidden, slots, perPage), ...missing(pages, book)];
        return findings;
      },
      { timeout: 240_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toEqual([]);
}

type CapturedAction = { url: string; headers: Record<string, string> };

/** The pricing dialog's save or reset request, captured so the same server action can be called for every item. */
async function captureAction(page: Page, act: () => Promise<void>): Promise<CapturedAction> {
  const requestPromise = page.waitForRequest(isServerAction);
  await act();
  const request = await requestPromise;
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(
      ([name]) => !['cookie', 'content-length', 'host'].includes(name),
    ),
  );
  return { url: request.url(), headers };
}

/** Calls the captured server action with one item, as the dialog does, and checks its answer. */
async function callAction(
  page: Page,
  action: CapturedAction,
  input: Record<string, unknown>,
  expected: string,
) {
  const response = await page.request.post(action.url, {
    headers: action.headers,
    data: JSON.stringify([input]),
  });
  expect(response.status(), JSON.stringify(input)).toBe(200);
  expect(await response.text(), JSON.stringify(input)).toContain(expected);
}

async function inBatches<T>(list: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let index = 0; index < list.length; index += size)
    await Promise.all(list.slice(index, index + size).map(run));
}

test.describe('price book crawl', () => {
  // Sign-in, two captured saves, about a hundred action calls and three crawls of every route.
  test.setTimeout(600_000);

  // Its server starts beside the first one (scripts/e2e-server.sh), which is all Playwright waits for.
  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const health = async () => (await api.get('/api/health').catch(() => null))?.status() ?? 0;
    await expect
      .poll(health, { message: "the crawl's server (port E2E_PORT + 1) answers", timeout: 240_000 })
      .toBe(200);
    await api.dispose();
  });

  test('every page, file and JSON-LD block follows an admin change of every price, and a reset', async ({
    page,
  }) => {
    expect(oldOnly.length).toBeGreaterThan(5);
    expect(new Set(newFigures).size).toBe(newFigures.length);

    // The detector sees what it looks for: with the list prices, every list-only figure is shown somewhere.
    const before = await fetchAll(page.request, crawlPaths());
    expect(shownFigures(before, oldOnly)).toEqual(oldOnly);
    expect(missing(before, listBook)).toEqual([]);

    await signIn(page, demoAccounts.admin, '/courses');
    await page.getByRole('button', { name: 'Manage Pricing' }).click();
    await page.getByRole('button', { name: 'Edit Prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Prices' });
    // A unit's standard price: units are the dialog's first tab.
    const first = overrides.find(
      (override) => override.itemType === 'unit' && override.level === 'standard',
    )!;
    const field = dialog.getByTestId(`price-item-${first.itemId}`);
    await dialog.getByLabel('Find a unit or package').fill(first.itemId);
    const name = `Standard price for ${first.itemId}`;

    // The first save and reset go through the dialog; their requests show how the actions are called.
    await field.getByLabel(name, { exact: true }).fill(String(first.price));
    const save = await captureAction(page, () => field.getByRole('button', { name: `Save ${name}` }).click());
    await expect(field.getByRole('button', { name: `Reset ${name}` })).toBeVisible();
    const reset = await captureAction(page, () =>
      field.getByRole('button', { name: `Reset ${name}` }).click(),
    );
    await expect(field.getByRole('button', { name: `Reset ${name}` })).toHaveCount(0);

    const resetAll = () =>
      inBatches(items, 4, (item) =>
        callAction(
          page,
          reset,
          { itemType: item.itemType, itemId: item.itemId, level: item.level },
          'Price reset to the standard list price',
        ),
      );

    try {
      await inBatches(overrides, 4, (override) =>
        callAction(page, save, { ...override, price: String(override.price) }, 'Price saved'),
      );
      await expectSiteShows(page.request, changedBook, oldOnly, pageOnlyFigures);
    } finally {
      await resetAll();
    }
    // Every list figure is back where it was, and none of the changed figures is left anywhere.
    await expectSiteShows(page.request, listBook, newFigures);
  });
});
