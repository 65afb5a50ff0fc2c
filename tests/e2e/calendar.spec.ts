import type { Browser, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';

import {
  DELETE_CONFIRMATION,
  EMPTY_DAY_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  NO_PERMISSION_MESSAGE,
  slotToasts,
} from '@/lib/rules/calendar-messages';
import { LIVE_PAGE_CACHE_CONTROL } from '@/lib/rules/cache-policy';
import { monthYearLabel } from '@/lib/rules/format';
import { addMonths, monthOf, moveFocus } from '@/lib/rules/month-grid';
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/validation/slot';

import { demoAccounts, signIn } from './support/auth';
import { expectNoHorizontalOverflow } from './support/layout';

/** A far-future date of its own per browser project, so parallel projects never see each other's slots. */
function testDate(testInfo: TestInfo, day: number): { ymd: string; dmy: string } {
  const month = testInfo.project.name === 'mobile' ? '07' : '08';
  const dd = String(day).padStart(2, '0');
  return { ymd: `2031-${month}-${dd}`, dmy: `${dd}/${month}/2031` };
}

test.describe('/calendar for visitors', () => {
  test('shows the heading, the visitor notice and no edit controls', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Calendar');
    await expect(page.getByText(NOT_SIGNED_IN_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Mode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByText('Add New Availability Slot')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test('opens on the next date with sessions, lists slots with badges, places and prices', async ({
    page,
  }) => {
    await page.goto('/calendar');
    const heading = page.getByRole('heading', { name: /^Slots on \d{2}\/\d{2}\/\d{4}$/ });
    await expect(heading).toBeVisible();
    const selected = page.getByTestId('selected-date');
    await expect(selected.getByRole('heading', { name: 'Selected Date' })).toBeVisible();
    const dmy = (await heading.textContent())!.replace('Slots on ', '');
    await expect(selected).toContainText(dmy);
    await expect(selected).toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ \d{4}/,
    );

    const slots = page.getByTestId('slot');
    await expect(slots.first()).toBeVisible();
    await expect(slots.first().getByTestId('capacity-badge')).toHaveText(/^(Available|Limited|Full)$/);
    await expect(slots.first().getByTestId('places-left')).toContainText(/places? left|No places left/);
    await expect(slots.first()).toContainText(/\$\d/);
  });

  test('selecting a date without sessions shows the empty state, and a highlighted date shows its slots', async ({
    page,
  }) => {
    await page.goto('/calendar');
    await expect(page.getByTestId('slot').first()).toBeVisible();

    const calendar = page.locator('[data-slot="calendar"]');
    // A day of the shown month (outside days would switch the month) that has no sessions.
    const freeButton = calendar
      .locator('td:not([data-outside]) button:not([aria-label*="sessions available"])')
      .first();
    const freeDay = (await freeButton.getAttribute('data-day'))!;
    await freeButton.click();
    const [year, month, day] = freeDay.split('-');
    await expect(page.getByRole('heading', { name: `Slots on ${day}/${month}/${year}` })).toBeVisible();
    await expect(page.getByTestId('selected-date')).toContainText(`${day}/${month}/${year}`);
    await expect(page.getByText(EMPTY_DAY_MESSAGE)).toBeVisible();
    await expect(page.getByTestId('slot')).toHaveCount(0);

    const busy = calendar.getByRole('button', { name: /sessions available/ }).first();
    const busyDay = (await busy.getAttribute('data-day'))!;
    await busy.click();
    const [y, m, d] = busyDay.split('-');
    await expect(page.getByRole('heading', { name: `Slots on ${d}/${m}/${y}` })).toBeVisible();
    await expect(page.getByTestId('slot').first()).toBeVisible();
  });

  test(
    'the month is a keyboard grid: one tab stop, arrows, Home and End, Page Down, Enter selects',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/calendar');
      const calendar = page.locator('[data-slot="calendar"]');
      const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
      const heading = page.getByRole('heading', { name: /^Slots on / });
      const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await heading.textContent())!)!;
      const selected = `${yyyy}-${mm}-${dd}`;

      // One day in the tab order: the selected one, in the month the grid is named after.
      await expect(calendar.locator('button[tabindex="0"]')).toHaveCount(1);
      await expect(calendar.locator('button[tabindex="0"]')).toHaveAttribute('data-day', selected);
      await expect(page.getByRole('grid', { name: monthYearLabel(selected) })).toBeVisible();

      await calendar.locator('button[tabindex="0"]').focus();
      let day = selected;
      for (const key of [
        'ArrowRight',
        'ArrowDown',
        'Home',
        'End',
        'ArrowUp',
        'ArrowLeft',
        'PageDown',
      ] as const) {
        await page.keyboard.press(key);
        day = moveFocus(day, key);
        await expect.poll(focusedDay, key).toBe(day);
      }
      // Page Down turned the page, and the grid, its caption and its one tab stop followed the focus.
      await expect(page.getByRole('grid', { name: monthYearLabel(day) })).toBeVisible();
      await expect(calendar.getByRole('status')).toHaveText(monthYearLabel(day));
      await expect(calendar.locator('button[tabindex="0"]')).toHaveAttribute('data-day', day);
      await page.keyboard.press('Shift+PageUp');
      day = moveFocus(day, 'PageUp', true);
      await expect.poll(focusedDay).toBe(day);

      await page.keyboard.press('Enter');
      const [y, m, d] = day.split('-');
      await expect(page.getByRole('heading', { name: `Slots on ${d}/${m}/${y}` })).toBeVisible();
      await expect(calendar.locator(`td[data-day="${day}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(calendar.locator(`button[data-day="${day}"]`)).toHaveAttribute(
        'aria-label',
        /, selected$/,
      );

      // The month buttons turn the page without taking the selection or the focus.
      await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
      await expect(
        page.getByRole('grid', { name: monthYearLabel(addMonths(monthOf(day), 1)) }),
      ).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'Go to the Next Month' })).toBeFocused();
      await expect(page.getByRole('heading', { name: `Slots on ${d}/${m}/${y}` })).toBeVisible();
    },
  );

  test('a visitor books from a slot and the booking form is filled', async ({ page }) => {
    await page.goto('/calendar/mackay');
    const slot = page
      .getByTestId('slot')
      .filter({ has: page.getByRole('link', { name: /^Book this session/ }) })
      .first();
    const course = (await slot.getByRole('heading', { level: 3 }).textContent())!.trim();
    await slot.getByRole('link', { name: /^Book this session/ }).click();

    await page.waitForURL(/\/booking\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('course')).toBe(course);
    expect(url.searchParams.get('location')).toBe('mackay');
    const date = url.searchParams.get('date')!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const form = page.getByRole('form', { name: 'Course Booking Form' });
    await expect(form.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(course);
    await expect(form.getByLabel('Preferred location')).toHaveValue('mackay');
    await expect(form.getByLabel('Preferred start date (optional)')).toHaveValue(date);
    await expect(page.getByTestId('booking-summary')).toContainText(course);
  });

  test(
    'each slot downloads as .ics and each location has a feed',
    { tag: '@one-width' },
    async ({ page, request }) => {
      await page.goto('/calendar/hunter-valley');
      const href = await page
        .getByRole('link', { name: /^Add to calendar/ })
        .first()
        .getAttribute('href');
      const single = await request.get(href!);
      expect(single.status()).toBe(200);
      expect(single.headers()['content-type']).toContain('text/calendar');
      expect(single.headers()['content-disposition']).toMatch(
        /^attachment; filename="training-hunter-valley-/,
      );
      expect(await single.text()).toContain('TZID=Australia/Sydney');

      const feed = await request.get('/api/calendar/mackay.ics');
      expect(feed.status()).toBe(200);
      const body = await feed.text();
      expect(body).toMatch(/^BEGIN:VCALENDAR/);
      expect(body).toContain('TZID=Australia/Brisbane');
      expect((await request.get('/api/calendar/sydney.ics')).status()).toBe(404);
    },
  );
});

test.describe('cached live pages', () => {
  test(
    'both calendars and the reviews are served from the cache, and browsers always ask again',
    { tag: '@one-width' },
    async ({ request }) => {
      for (const path of ['/calendar', '/calendar/mackay', '/reviews']) {
        // Tests beside this one add and move sessions, and each change empties the calendars' cache entry: a
        // request pair may straddle one. Without a cache no pair would ever be answered from it.
        const answers: (string | undefined)[] = [];
        for (let attempt = 0; attempt < 5 && !['HIT', 'STALE'].includes(answers.at(-1) ?? ''); attempt += 1) {
          await request.get(path);
          const again = await request.get(path);
          expect(again.status()).toBe(200);
          answers.push(again.headers()['x-nextjs-cache']);
          // Not the stale-while-revalidate Next sends: a browser would reuse its copy from before a change.
          expect(again.headers()['cache-control'], path).toBe(LIVE_PAGE_CACHE_CONTROL);
        }
        expect(['HIT', 'STALE'], `${path}: ${answers.join(', ')}`).toContain(answers.at(-1));
      }
    },
  );
});

test.describe('/calendar/{location}', () => {
  test(
    'title-cases the location, and Back to Schedule goes one step back',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/locations/mid-north-coast');
      await page.locator('main a[href="/calendar/mid-north-coast"]').first().click();
      await page.waitForURL(/\/calendar\/mid-north-coast$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mid North Coast');
      await page.getByRole('button', { name: 'Back to Schedule' }).click();
      await page.waitForURL(/\/locations\/mid-north-coast$/);
    },
  );

  test(
    'Back to Schedule goes to /calendar when there is no history',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/calendar/port-macquarie');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Port Macquarie');
      await page.getByRole('button', { name: 'Back to Schedule' }).click();
      await page.waitForURL(/\/calendar$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Calendar');
    },
  );

  test(
    'every unknown location is served from one shared cache entry',
    { tag: '@one-width' },
    async ({ request }) => {
      await request.get('/calendar/atlantis');
      // A name no test has asked for before: only a shared entry can make its first request a cache hit.
      const fresh = `/calendar/nowhere-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const response = await request.get(fresh);
      expect(response.status()).toBe(200);
      expect(['HIT', 'STALE']).toContain(response.headers()['x-nextjs-cache']);
      expect(await response.text()).toContain('Unknown Location');
    },
  );

  test(
    'titles a location we do not serve with its parameter, title-cased, from the shared page',
    { tag: '@one-width' },
    async ({ page }) => {
      // The spec: the hyphenated parameter, title-cased. The shared cached HTML says 'Unknown Location' (test above);
      // the browser titles it from the path.
      await page.goto('/calendar/atlantis');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atlantis');
      await page.goto('/calendar/some-place');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Some Place');
      await expect(page).toHaveTitle(/^Some Place Training Calendar/);
      await expect(
        page.getByRole('heading', { name: "We don't run courses at this location" }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Mackay QLD' })).toHaveAttribute(
        'href',
        '/calendar/mackay',
      );
    },
  );
});

test.describe('/calendar for a signed-in user', () => {
  test(
    'a user without a staff role sees the permission notice and no edit controls',
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.user, '/calendar');
      await expect(page.getByText(NO_PERMISSION_MESSAGE)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Mode' })).toHaveCount(0);
      await expect(page.getByText('Add New Availability Slot')).toHaveCount(0);
    },
  );
});

test.describe('/calendar for staff', () => {
  test(
    'a collaborator adds, edits and deletes a slot and sees the toasts',
    { tag: '@one-width' },
    async ({ page, browser }, testInfo) => {
      // The visitor's check below may have to wait out a cached minute.
      test.setTimeout(150_000);
      const { ymd, dmy } = testDate(testInfo, 15);
      const course = `E2E Heights ${testInfo.project.name} ${Date.now()}`;
      await signIn(page, demoAccounts.collaborator, '/calendar');
      await page.goto(`/calendar?date=${ymd}`);
      await expect(page.getByRole('heading', { name: `Slots on ${dmy}` })).toBeVisible();

      await page.getByRole('button', { name: 'Edit Mode' }).click();
      await expect(page.getByRole('button', { name: 'View Mode' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Add New Availability Slot' });
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Date')).toHaveValue(ymd);
      await expect(form.getByLabel('Start time')).toHaveValue('09:00');
      await expect(form.getByLabel('End time')).toHaveValue('17:00');
      await expect(form.getByLabel('Max students')).toHaveValue('20');
      await expect(form.getByLabel('Current bookings')).toHaveValue('0');
      await expect(form.getByLabel('Price (AUD)')).toHaveValue('149');
      await expect(form.getByLabel('Status')).toHaveValue('available');

      // Course and location missing.
      await form.getByRole('button', { name: 'Add Slot' }).click();
      await expect(form.getByText(REQUIRED_FIELDS_MESSAGE)).toBeVisible();

      await form.getByLabel('Course').fill(course);
      await form.getByLabel('Location').selectOption('mackay');
      await form.getByRole('button', { name: 'Add Slot' }).click();
      await expect(page.getByText(slotToasts.added)).toBeVisible();
      const card = page.getByTestId('slot').filter({ hasText: course });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('capacity-badge')).toHaveText('Available');
      await expect(card.getByTestId('places-left')).toContainText('20 places left');

      await card.getByRole('button', { name: /^Edit / }).click();
      const editor = page.getByRole('form', { name: `Edit ${course}` });
      await editor.getByLabel('Current bookings').fill('18');
      await editor.getByLabel('Price (AUD)').fill('155.50');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(slotToasts.updated)).toBeVisible();
      await expect(card.getByTestId('capacity-badge')).toHaveText('Limited');
      await expect(card.getByTestId('places-left')).toContainText('2 places left');
      await expect(card).toContainText('$155.50');

      // The page is cached for everyone, and the action revalidated it: a visitor gets the change. A render another
      // visitor started before the save may still be cached, for at most the page's minute (revalidate = 60).
      const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const visitor = await visitorContext.newPage();
      await expect(async () => {
        await visitor.goto(`/calendar/mackay?date=${ymd}`);
        await expect(visitor.getByTestId('slot').filter({ hasText: course })).toContainText('2 places left', {
          timeout: 2_000,
        });
      }).toPass({ timeout: 75_000, intervals: [1_000, 5_000] });
      await visitorContext.close();

      // Cancel leaves the slot as it was.
      await card.getByRole('button', { name: /^Edit / }).click();
      await page
        .getByRole('form', { name: `Edit ${course}` })
        .getByLabel('Current bookings')
        .fill('20');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(card.getByTestId('capacity-badge')).toHaveText('Limited');

      page.once('dialog', async (dialog) => {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toBe(DELETE_CONFIRMATION);
        await dialog.accept();
      });
      await card.getByRole('button', { name: /^Delete / }).click();
      await expect(page.getByText(slotToasts.deleted)).toBeVisible();
      await expect(page.getByTestId('slot').filter({ hasText: course })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
    },
  );

  test(
    'dismissing the delete confirmation keeps the slot',
    { tag: '@one-width' },
    async ({ page }, testInfo) => {
      const { ymd } = testDate(testInfo, 16);
      const course = `E2E Keep ${testInfo.project.name} ${Date.now()}`;
      await signIn(page, demoAccounts.admin, '/calendar');
      await page.goto(`/calendar/bowen-basin?date=${ymd}`);
      await page.getByRole('button', { name: 'Edit Mode' }).click();
      const form = page.getByRole('form', { name: 'Add New Availability Slot' });
      await expect(form.getByLabel('Location')).toHaveValue('bowen-basin');
      await form.getByLabel('Course').fill(course);
      await form.getByRole('button', { name: 'Add Slot' }).click();
      const card = page.getByTestId('slot').filter({ hasText: course });
      await expect(card).toBeVisible();

      page.once('dialog', (dialog) => dialog.dismiss());
      await card.getByRole('button', { name: /^Delete / }).click();
      await expect(card).toBeVisible();

      page.once('dialog', (dialog) => dialog.accept());
      await card.getByRole('button', { name: /^Delete / }).click();
      await expect(page.getByText(slotToasts.deleted)).toBeVisible();
    },
  );
});

/** Replays a captured server action request from another browser context (another person's cookies). */
async function replay(
  browser: Browser,
  role: 'user' | null,
  action: { url: string; headers: Record<string, string>; body: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role) await signIn(page, demoAccounts[role], '/calendar');
  const headers = Object.fromEntries(
    Object.entries(action.headers).filter(
      ([name]) => !['cookie', 'content-length', 'host'].includes(name.toLowerCase()),
    ),
  );
  const response = await context.request.post(action.url, { headers, data: action.body });
  const text = await response.text();
  await context.close();
  return text;
}

test.describe('forged slot actions', () => {
  test(
    'a visitor and a user replaying the add-slot action are refused and nothing is stored',
    { tag: '@one-width' },
    async ({ page, browser }, testInfo) => {
      const { ymd } = testDate(testInfo, 17);
      const course = `E2E Forged ${testInfo.project.name} ${Date.now()}`;
      await signIn(page, demoAccounts.collaborator, '/calendar');
      await page.goto(`/calendar?date=${ymd}`);
      await page.getByRole('button', { name: 'Edit Mode' }).click();
      const form = page.getByRole('form', { name: 'Add New Availability Slot' });
      await form.getByLabel('Course').fill(course);
      await form.getByLabel('Location').selectOption('port-macquarie');

      // Capture the action call the collaborator's browser makes, and stop it reaching the server.
      let captured: { url: string; headers: Record<string, string>; body: string } | null = null;
      await page.route('**/calendar*', async (route) => {
        const request = route.request();
        if (request.method() === 'POST' && request.headers()['next-action']) {
          captured = { url: request.url(), headers: request.headers(), body: request.postData() ?? '' };
          await route.abort();
          return;
        }
        await route.continue();
      });
      await form.getByRole('button', { name: 'Add Slot' }).click();
      await expect.poll(() => captured).not.toBeNull();
      await page.unroute('**/calendar*');

      expect(await replay(browser, null, captured!)).toContain(NOT_SIGNED_IN_MESSAGE);
      expect(await replay(browser, 'user', captured!)).toContain(NO_PERMISSION_MESSAGE);

      await page.goto(`/calendar?date=${ymd}`);
      await expect(page.getByRole('heading', { name: /^Slots on / })).toBeVisible();
      await expect(page.getByTestId('slot').filter({ hasText: course })).toHaveCount(0);
    },
  );
});
