import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';

import { SESSION_FULL_MESSAGE } from '@/lib/rules/capacity';
import { slotToasts } from '@/lib/rules/calendar-messages';
import { calendarPart } from '@/tests/support/mime';
import { decodeQuotedPrintable } from '@/tests/support/quoted-printable';

import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { rawMailsTo } from './support/mailbox';

/**
 * Bookings that take places, end to end: a visitor books a one-place session from the calendar, staff
 * confirm it, the badge turns Full, staff put a second visitor's request on the waitlist, the learner's mail carries
 * the invite and the cancel link, the learner cancels, and the waitlisted person is offered the place and takes it. Each project
 * (375 px and 1280 px) makes its own session, on a location and date no other spec uses.
 */

test.describe.configure({ mode: 'serial' });

declare global {
  interface Window {
    __bookingMailto?: string[];
  }
}

type World = {
  course: string;
  date: string;
  location: string;
  first: string;
  second: string;
  reference: string;
  rosterPath: string;
};
let world: World;

function plan(testInfo: TestInfo): World {
  const mobile = testInfo.project.name === 'mobile';
  // Within the booking form's two-year window, well outside the cancellation notice period.
  const date = new Date(Date.now() + (mobile ? 75 : 76) * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  return {
    course: `E2E Enrolment ${stamp}`,
    date,
    location: mobile ? 'mid-north-coast' : 'hunter-valley',
    first: `first-${stamp}@example.com`,
    second: `second-${stamp}@example.com`,
    reference: '',
    rosterPath: '',
  };
}

async function keepPageOnMailto(page: Page) {
  await page.addInitScript(() => {
    window.__bookingMailto = [];
    window.addEventListener('booking:mailto', (event) => {
      event.preventDefault();
      window.__bookingMailto!.push((event as CustomEvent<string>).detail);
    });
  });
}

function slotCard(page: Page) {
  return page.getByTestId('slot').filter({ hasText: world.course });
}

/** The calendar page is cached and revalidated by the actions; a render started before a change may be served once. */
async function calendarShows(page: Page, check: (card: ReturnType<typeof slotCard>) => Promise<void>) {
  await expect(async () => {
    await page.goto(`/calendar/${world.location}?date=${world.date}`);
    await check(slotCard(page));
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}

async function submitBooking(page: Page, email: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Course Booking Form' });
  await expect(form.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(world.course);
  await form.getByLabel('First name').fill('Jordan');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('0491 570 110');
  await form.getByLabel('Unique Student Identifier (USI)').fill('223456789n');
  await form
    .getByLabel('ID documents')
    .setInputFiles([
      { name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) },
    ]);
  await form.getByRole('radio', { name: 'Experienced (Refresher)' }).click();
  await form.getByRole('radio', { name: 'Face to Face and Zoom' }).click();
  await form.getByRole('radio', { name: 'No', exact: true }).click();
  await form.getByRole('button', { name: 'Submit Booking Request' }).click();
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toBeVisible();
  return (await reference.textContent())!.trim();
}

/** The newest mail to `to` with this subject, once written after the response (raw, attachments encoded). */
async function mailWith(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = rawMailsTo(to)
        .filter((mail) => /^Subject: (.*)$/m.exec(mail)?.[1].includes(subject))
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

function manageLink(raw: string): string {
  const mail = decodeQuotedPrintable(raw);
  const match = /https?:\/\/[^\s"<>]+\/booking\/manage\?token=[A-Za-z0-9._%-]+/.exec(mail);
  expect(match, 'the mail has a /booking/manage link').not.toBeNull();
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

test(
  'staff add a one-place session; a visitor books it from the calendar',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    world = plan(testInfo);
    await signIn(page, demoAccounts.collaborator, '/calendar');
    await page.goto(`/calendar/${world.location}?date=${world.date}`);
    await page.getByRole('button', { name: 'Edit Mode' }).click();
    const form = page.getByRole('form', { name: 'Add New Availability Slot' });
    await form.getByLabel('Course').fill(world.course);
    await form.getByLabel('Max students').fill('1');
    await form.getByRole('button', { name: 'Add Slot' }).click();
    await expect(page.getByText(slotToasts.added)).toBeVisible();

    // The same browser, signed out, is the visitor.
    await page.context().clearCookies();
    await keepPageOnMailto(page);
    const learner = page;
    await calendarShows(learner, async (card) => {
      await expect(card.getByTestId('places-left')).toContainText('1 place left', { timeout: 2_000 });
    });
    await expect(slotCard(learner).getByTestId('capacity-badge')).toHaveText('Limited');
    await slotCard(learner)
      .getByRole('link', { name: /^Book this session/ })
      .click();
    await learner.waitForURL(/\/booking\?.*session=/);
    await expect(learner.getByTestId('booking-session-full')).toHaveCount(0);
    world.reference = await submitBooking(learner, world.first);
  },
);

test(
  'staff confirm the request into its session and the learner gets the invite',
  { tag: '@one-width' },
  async ({ page }) => {
    await signIn(page, demoAccounts.collaborator, '/staff');
    const card = page.getByRole('article', { name: new RegExp(`^${world.reference}:`) });
    await expect(card.getByTestId('booking-status')).toHaveText('Requested');
    const select = card.getByLabel(`Session for ${world.reference}`);
    await expect(select.locator('option:checked')).toContainText(world.course);
    await card.getByRole('button', { name: `Confirm ${world.reference} into the chosen session` }).click();
    await expect(page.getByText(`${world.reference} confirmed`)).toBeVisible();
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    world.rosterPath = (await card.getByRole('link', { name: 'Session roster' }).getAttribute('href'))!;
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    const mail = await mailWith(world.first, 'Your place is confirmed');
    expect(decodeQuotedPrintable(mail)).toContain(world.course);
    expect(decodeQuotedPrintable(mail)).toContain('100 points of photo ID');
    const invite = calendarPart(mail);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toMatch(/UID:booking-[0-9a-f-]{36}@/);
    expect(invite).toContain('SEQUENCE:0');
  },
);

test(
  'the session roster lists the learner for staff, as a sign-in sheet and CSV; the calendar says Full',
  { tag: '@one-width' },
  async ({ page }) => {
    // The confirmed learner with phone, USI status and requirements; A4 print and CSV.
    await signIn(page, demoAccounts.collaborator, world.rosterPath);
    await expect(page.getByRole('heading', { name: `Sign-in sheet: ${world.course}` })).toBeVisible();
    const roster = page.getByTestId('roster');
    await expect(roster).toContainText(world.reference);
    await expect(roster).toContainText('0491 570 110');
    await expect(roster).toContainText('Given (ends');
    await expect(page.getByRole('button', { name: 'Print sign-in sheet' })).toBeVisible();
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(world.reference);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await calendarShows(page, async (slot) => {
      await expect(slot.getByTestId('capacity-badge')).toHaveText('Full', { timeout: 2_000 });
    });
    await expect(slotCard(page).getByTestId('session-full')).toHaveText(SESSION_FULL_MESSAGE);
  },
);

test(
  'staff waitlist a second visitor; the learner cancels by link and the place is offered and taken',
  { tag: '@one-width' },
  async ({ page }) => {
    await keepPageOnMailto(page);
    await page.goto(`/calendar/${world.location}?date=${world.date}`);
    await slotCard(page)
      .getByRole('link', { name: /^Join the waitlist/ })
      .click();
    await page.waitForURL(/\/booking\?.*session=/);
    await expect(page.getByTestId('booking-session-full')).toHaveText(SESSION_FULL_MESSAGE);
    const secondReference = await submitBooking(page, world.second);
    await expect(page.getByTestId('booking-sent')).toContainText(SESSION_FULL_MESSAGE);

    // A request is only a request: staff put it on the session's waitlist (the session it asked for is prefilled).
    await signIn(page, demoAccounts.collaborator, '/staff');
    const card = page.getByRole('article', { name: new RegExp(`^${secondReference}:`) });
    await expect(card.getByTestId('booking-status')).toHaveText('Requested');
    await card.getByRole('button', { name: `Waitlist ${secondReference} for the chosen session` }).click();
    await expect(card.getByTestId('booking-status')).toHaveText('Waitlisted');
    await page.context().clearCookies();

    // The first learner cancels through the link in the confirmation: no account needed; opening it changes nothing.
    const confirmation = await mailWith(world.first, 'Your place is confirmed');
    await page.goto(manageLink(confirmation));
    await expect(page.getByRole('heading', { name: 'Cancel your place?' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByTestId('booking-link-outcome')).toContainText('Your place is cancelled.');
    const cancellation = await mailWith(world.first, 'Booking cancelled');
    expect(calendarPart(cancellation)).toContain('METHOD:CANCEL');

    // Used twice: refused with the reason.
    await page.goto(manageLink(confirmation));
    await page.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByTestId('booking-link-outcome')).toContainText(
      'This booking is already cancelled.',
    );

    // The waitlisted visitor is offered the place and takes it.
    const offer = await mailWith(world.second, 'A place is free for you');
    await page.goto(manageLink(offer));
    await expect(page.getByRole('heading', { name: 'Take the place held for you?' })).toBeVisible();
    await page.getByRole('button', { name: 'Take my place' }).click();
    await expect(page.getByTestId('booking-link-outcome')).toContainText('Your place is confirmed.');
    const confirmed = await mailWith(world.second, 'Your place is confirmed');
    expect(calendarPart(confirmed)).toContain('METHOD:REQUEST');

    // A forged token gets the plain refusal.
    await page.goto('/booking/manage?token=cancel.00000000-0000-4000-8000-000000000000.0.AAAA');
    await expect(page.getByText('This link is not valid.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  },
);
