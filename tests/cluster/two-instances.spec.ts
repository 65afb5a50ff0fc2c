import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

import { findCourse } from '@/content/courses';
import { courseHref, courseSlugInput } from '@/lib/rules/course-slug';
import { slotToasts } from '@/lib/rules/calendar-messages';

import { demoAccounts, signIn, type Credentials } from '../e2e/support/auth';
import { expect, test } from '../e2e/support/test';
import { toast } from '../e2e/support/toast';

/**
 * Two instances of the site (A and B: two `next start` on one build, one PostgreSQL, one Redis), as anyone
 * runs it beyond one machine. What is saved through A must be what B serves on its very next request: no waiting,
 * no polling. scripts/test-cluster.sh starts them and sets the two URLs.
 */
const A = process.env.CLUSTER_A_URL ?? 'http://127.0.0.1:3205';
const B = process.env.CLUSTER_B_URL ?? 'http://127.0.0.1:3206';
/** nginx in front of both (deploy/nginx.conf), round robin. */
const PROXY = process.env.CLUSTER_PROXY_URL ?? 'http://127.0.0.1:3207';

const onB = (path: string) => new URL(path, B).toString();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A browser context signed in as `account` through A's sign-in form. Cookies ignore ports: B gets them too. */
async function signedIn(
  browser: Browser,
  account: Credentials,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: A });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** A visitor's page on B, opened after the save on A returned. */
async function visitB(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: B });
  const page = await context.newPage();
  await page.goto(onB(path));
  return { page, close: () => context.close() };
}

/**
 * What `locator` shows on a page B has just served, read once: "at once" means the served page has it, with no
 * waiting for a later update. A read waits only to find the element; an assertion with a 1 ms timeout raced that
 * lookup itself, and on a loaded machine lost the race with the review on the page.
 */
async function shownAtOnce(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/** Manage Pricing -> Edit Prices on /courses, as an admin: the dialog. */
async function openEditPrices(page: Page) {
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Manage Pricing' }).click();
  await page.getByRole('button', { name: 'Edit Prices' }).click();
  return page.getByRole('dialog', { name: 'Edit Prices' });
}

test.describe('two instances, one truth', () => {
  test('both instances answer, each on its own port', async ({ request }) => {
    for (const origin of [A, B]) {
      expect((await request.get(new URL('/api/health', origin).toString())).ok(), origin).toBe(true);
    }
    expect(A).not.toBe(B);
  });

  test('a unit price saved on A is on B and behind nginx at once: /courses and the course page', async ({
    browser,
    request,
  }) => {
    const course = findCourse('bsbpmg420');
    if (!course || course.pricing.kind !== 'unit') throw new Error('test course missing');
    const code = course.pricing.unitCode;
    const coursePath = courseHref(courseSlugInput(course));

    // B has served both pages (cached) before the change.
    for (const path of ['/courses', coursePath]) {
      const visit = await visitB(browser, path);
      await visit.close();
    }

    const admin = await signedIn(browser, demoAccounts.admin);
    const dialog = await openEditPrices(admin.page);
    await dialog.getByLabel('Find a unit or package').fill(code);
    const item = dialog.getByTestId(`price-item-${code}`);
    const newPrice = 271;
    await item.getByLabel(`Standard price for ${code}`, { exact: true }).fill(String(newPrice));
    await item.getByRole('button', { name: `Save Standard price for ${code}` }).click();
    await expect(toast(admin.page, 'Price saved')).toBeVisible();

    try {
      const courses = await visitB(browser, '/courses');
      expect(
        await shownAtOnce(courses.page.getByRole('row', { name: new RegExp(course.name) }).first()),
      ).toContain(`$${newPrice}`);
      await courses.close();
      const page = await visitB(browser, coursePath);
      expect(
        await shownAtOnce(page.page.getByRole('complementary', { name: 'Course information' })),
      ).toContain(`$${newPrice}`);
      await page.close();
      // Through the front door: four requests in a row, which nginx shares between both instances.
      for (let round = 0; round < 4; round += 1) {
        const response = await request.get(new URL(coursePath, PROXY).toString());
        expect(response.status()).toBe(200);
        // React separates adjacent text with empty comments in the served HTML.
        const html = (await response.text()).replaceAll('<!-- -->', '');
        expect(html, `request ${round + 1} through nginx`).toContain(`$${newPrice}`);
      }
    } finally {
      await item.getByRole('button', { name: `Reset Standard price for ${code}` }).click();
      await expect(toast(admin.page, 'Price reset to the standard list price')).toBeVisible();
      await admin.context.close();
    }
  });

  test('a slot added on A is on B at once: /calendar and the location calendar', async ({
    browser,
    request,
  }) => {
    const ymd = '2027-03-17';
    const name = `Cluster Heights ${unique()}`;
    // Cached on B before the change.
    for (const path of ['/calendar', '/calendar/mackay']) {
      const visit = await visitB(browser, `${path}?date=${ymd}`);
      await expect(visit.page.getByTestId('slot').filter({ hasText: name })).toHaveCount(0);
      await visit.close();
    }

    const staff = await signedIn(browser, demoAccounts.collaborator);
    await staff.page.goto(`/calendar?date=${ymd}`);
    await staff.page.getByRole('button', { name: 'Edit Mode' }).click();
    const form = staff.page.getByRole('form', { name: 'Add New Availability Slot' });
    await form.getByLabel('Course').fill(name);
    await form.getByLabel('Location').selectOption('mackay');
    await form.getByRole('button', { name: 'Add Slot' }).click();
    await expect(toast(staff.page, slotToasts.added)).toBeVisible();
    await staff.context.close();

    // B's very next answer carries the slot (the page hands every slot to the calendar in its HTML)...
    for (const path of ['/calendar', '/calendar/mackay']) {
      expect(await (await request.get(onB(path))).text(), path).toContain(name);
    }
    // ...and so does the list behind the /courses Calendar view.
    expect(JSON.stringify(await (await request.get(onB('/api/upcoming-sessions'))).json())).toContain(name);
    // A visitor on B sees it on the day (the ?date= link is applied in the browser after hydration).
    const visit = await visitB(browser, `/calendar/mackay?date=${ymd}`);
    await expect(visit.page.getByTestId('slot').filter({ hasText: name })).toBeVisible();
    await visit.close();
  });

  test('a review posted on A is on B at once', async ({ browser }) => {
    const before = await visitB(browser, '/reviews');
    await before.close();

    const text = `Two instances agreed at once, ${unique()}.`;
    const user = await signedIn(browser, demoAccounts.user);
    await user.page.goto('/reviews');
    const form = user.page.getByRole('form', { name: 'Leave a Review' });
    await form.getByLabel('Your Name').fill('Cluster Tester');
    await form.getByRole('radio', { name: '5 stars', exact: true }).click();
    await form.getByLabel('Your Review').fill(text);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(user.page, 'Review submitted!')).toBeVisible();
    await user.context.close();

    const after = await visitB(browser, '/reviews');
    expect(await shownAtOnce(after.page.getByRole('region', { name: 'Recent Reviews' }))).toContain(text);
    await after.close();
  });

  test('a session from A works on B, and its sign-out on A is refused on B', async ({ browser }) => {
    const { context, page } = await signedIn(browser, demoAccounts.user);
    const onBSession = async (ctx: BrowserContext) => (await ctx.request.get(onB('/api/session'))).json();
    expect(await onBSession(context)).toMatchObject({ user: { email: demoAccounts.user.email } });

    const copied = (await context.cookies(A)).filter((cookie) => cookie.name === 'session');
    expect(copied).toHaveLength(1);
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await context.close();

    // The old cookie, replayed to B: its session row was revoked through A.
    const replay = await browser.newContext();
    try {
      await replay.addCookies(copied);
      expect(await onBSession(replay)).toEqual({ user: null, role: null });
    } finally {
      await replay.close();
    }
  });

  test('a rate limit counts requests spread over both instances', async ({ browser }) => {
    // Newsletter: three sign-ups of one address an hour (lib/server/rate-limit.ts), whichever instance takes them.
    const email = `cluster-${unique()}@example.com`;
    const outcomes: string[] = [];
    for (const origin of [A, B, A, B]) {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await page.goto(new URL('/', origin).toString());
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      const answer = page.locator('[data-sonner-toast]').first();
      await expect(answer).toBeVisible();
      outcomes.push((await answer.textContent()) ?? '');
      await context.close();
    }
    // Until its owner confirms from the welcome mail the address is pending, and a sign-up again is answered as the
    // first (a new welcome mail): the fourth within the hour is refused, on either instance.
    expect(outcomes.slice(0, 3).every((outcome) => outcome.includes('Success!'))).toBe(true);
    expect(outcomes[3]).toContain('Too many attempts');
  });
});

test.describe('prices on the pages that read the price book', () => {
  test('a package price saved on A is on B at once: /packages, home and a location page', async ({
    browser,
  }) => {
    const id = 'cert3-civil-construction';
    const pages = ['/packages', '/', '/locations/mackay'];
    for (const path of pages) {
      const visit = await visitB(browser, path);
      await expect(visit.page.locator('main')).toContainText('$2,999');
      await visit.close();
    }

    const admin = await signedIn(browser, demoAccounts.admin);
    const dialog = await openEditPrices(admin.page);
    await dialog.getByRole('tab', { name: 'Training Packages' }).click();
    const item = dialog.getByTestId(`price-item-${id}`);
    await item.getByLabel(`Package price for ${id}`, { exact: true }).fill('2777');
    await item.getByRole('button', { name: `Save Package price for ${id}` }).click();
    await expect(toast(admin.page, 'Price saved')).toBeVisible();

    try {
      for (const path of pages) {
        const visit = await visitB(browser, path);
        expect(await shownAtOnce(visit.page.locator('main')), path).toContain('$2,777');
        await visit.close();
      }
    } finally {
      await item.getByRole('button', { name: `Reset Package price for ${id}` }).click();
      await expect(toast(admin.page, 'Price reset to the standard list price')).toBeVisible();
      await admin.context.close();
    }
  });
});
