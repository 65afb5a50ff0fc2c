import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';

import { checklistItems } from '@/content/learning/checklists';
import { slotToasts } from '@/lib/rules/calendar-messages';
import { decodeQuotedPrintable } from '@/tests/support/quoted-printable';

import { demoAccounts, signIn } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { rawMailsTo } from './support/mailbox';

/**
 * From a confirmed place to a ticket anyone can check, at 375 px: the learner (signed in) books a session of
 * Work Safely at Heights, staff confirm it, the learner fills the enrolment form, staff verify the USI, mark the
 * learner present on the roll, record the theory result, tick the assessor's checklist (each tick saved), decide
 * COMPETENT and issue the certificate; the learner gets it by mail with its PDF, sees it on /account, and the verify
 * page opened from the certificate's URL says CURRENT.
 */

test.describe.configure({ mode: 'serial' });

const LEARNER = demoAccounts.user;
const COURSE = 'Work Safely at Heights';

type World = {
  date: string;
  location: string;
  bookingId: string;
  slotId: string;
  reference: string;
  number: string;
};
const world: World = {
  date: '',
  location: 'port-macquarie',
  bookingId: '',
  slotId: '',
  reference: '',
  number: '',
};

function mobileOnly(testInfo: TestInfo) {
  // One learner's one certificate: the walk runs once, at the phone width the roll is used at.
  test.skip(testInfo.project.name !== 'mobile', 'walked once, at 375 px');
}

async function mailWith(to: string, subject: string, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = rawMailsTo(to)
          .slice(after)
          .filter((mail) => /^Subject: (.*)$/m.exec(mail)?.[1].includes(subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function openRoll(page: Page) {
  await signIn(page, demoAccounts.collaborator, `/staff/sessions/${world.slotId}`);
  await expect(page.getByRole('heading', { name: 'Roll and results' })).toBeVisible();
}

test('the learner books a session and staff confirm the place', async ({ page }, testInfo) => {
  mobileOnly(testInfo);
  world.date = new Date(Date.now() + 81 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await signIn(page, demoAccounts.collaborator, '/calendar');
  await page.goto(`/calendar/${world.location}?date=${world.date}`);
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  const form = page.getByRole('form', { name: 'Add New Availability Slot' });
  await form.getByLabel('Course').fill(COURSE);
  await form.getByLabel('Max students').fill('8');
  await form.getByRole('button', { name: 'Add Slot' }).click();
  await expect(page.getByText(slotToasts.added)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, LEARNER, `/calendar/${world.location}?date=${world.date}`);
  await expect(async () => {
    await page.goto(`/calendar/${world.location}?date=${world.date}`);
    await expect(page.getByTestId('slot').filter({ hasText: COURSE }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.addInitScript(() =>
    window.addEventListener('booking:mailto', (event) => event.preventDefault()),
  );
  await page
    .getByTestId('slot')
    .filter({ hasText: COURSE })
    .first()
    .getByRole('link', { name: /^Book this session/ })
    .click();
  await page.waitForURL(/\/booking\?.*session=/);
  const booking = page.getByRole('form', { name: 'Course Booking Form' });
  await booking.getByLabel('First name').fill('Zoë');
  await booking.getByLabel('Last name').fill("O'Connor");
  await booking.getByLabel('Email').fill(LEARNER.email);
  await booking.getByLabel('Phone').fill('0491 570 110');
  await booking.getByLabel('Unique Student Identifier (USI)').fill('223456789n');
  await booking
    .getByLabel('ID documents')
    .setInputFiles([
      { name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) },
    ]);
  await booking.getByRole('radio', { name: 'Experienced (Refresher)' }).click();
  await booking.getByRole('radio', { name: 'Face to Face and Zoom' }).click();
  await booking.getByRole('radio', { name: 'No', exact: true }).click();
  await booking.getByRole('button', { name: 'Submit Booking Request' }).click();
  world.reference = (await page.getByTestId('booking-reference').textContent())!.trim();

  await page.context().clearCookies();
  await signIn(page, demoAccounts.collaborator, '/staff');
  const card = page.getByRole('article', { name: new RegExp(`^${world.reference}:`) });
  await card.getByRole('button', { name: `Confirm ${world.reference} into the chosen session` }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
  const roster = (await card.getByRole('link', { name: 'Session roster' }).getAttribute('href'))!;
  world.slotId = roster.split('/').at(-1)!;
  await page.goto(roster);
  const assess = page.getByTestId(`roll-${world.reference}`).getByRole('link', { name: /^Assess / });
  world.bookingId = (await assess.getAttribute('href'))!.split('/').at(-1)!;
  expect(world.bookingId).toMatch(/^[0-9a-f-]{36}$/);
});

test('the learner enrols and staff verify the USI', async ({ page }, testInfo) => {
  mobileOnly(testInfo);
  await signIn(page, LEARNER, `/account/bookings/${world.bookingId}/enrolment`);
  const form = page.getByRole('form', { name: 'Enrolment form' });
  await form.getByLabel('Family name (surname)').fill("O'Connor");
  await form.getByLabel('Given names').fill('Zoë');
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByLabel('USI', { exact: true }).fill('223456789N');
  await form.getByLabel('I have read and I understand the privacy notice.').check();
  await form.getByLabel('I agree to the student declaration and consent.').check();
  await form.getByRole('button', { name: /Submit enrolment|Save changes/ }).click();
  await expect(page.getByText('Enrolment form: Complete')).toBeVisible({ timeout: 15_000 });

  await page.context().clearCookies();
  await signIn(page, demoAccounts.collaborator, `/staff/enrolments/${world.bookingId}`);
  await page.getByRole('button', { name: 'USI verified' }).click();
  await expect(page.getByRole('button', { name: 'USI verified' })).toHaveCount(0, { timeout: 15_000 });
});

test('staff mark the roll, record theory, tick the checklist, decide and issue the certificate', async ({
  page,
}, testInfo) => {
  mobileOnly(testInfo);
  const before = rawMailsTo(LEARNER.email).length;
  await openRoll(page);
  const row = page.getByTestId(`roll-${world.reference}`);
  await row.getByRole('button', { name: 'Present' }).click();
  await expect(row.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText(/Present at \d/);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  expect(decodeQuotedPrintable(await mailWith(LEARNER.email, 'Attendance recorded', before))).toContain(
    COURSE,
  );

  await row.getByRole('link', { name: /^Assess / }).click();
  await expect(page.getByRole('heading', { name: /^Assess / })).toBeVisible();
  const unit = page.getByRole('region', { name: 'RIIWHS204E Work safely at heights' });

  // COMPETENT before the theory: refused with the rule's words.
  await unit.getByRole('radio', { name: 'COMPETENT', exact: true }).check();
  await unit.getByLabel('Assessor name').fill('Alex Assessor');
  await unit.getByLabel('Date', { exact: true }).fill('2026-03-02');
  await unit.getByRole('button', { name: 'Save decision' }).click();
  await expect(
    unit.getByText('The theory assessment must be passed before the practical outcome can be COMPETENT.'),
  ).toBeVisible();

  await unit.getByLabel('Paper test result').selectOption('competent');
  await unit.getByRole('button', { name: 'Save theory result' }).click();
  await expect(unit).toContainText('Result: COMPETENT (paper test)');

  const items = checklistItems('RIIWHS204E');
  for (const item of items) await unit.getByRole('checkbox', { name: item.text }).check();
  await expect(unit.getByTestId('checklist-status')).toHaveText('READY');
  // Every tick reaches the server (the saves run one after another; reloading now would drop those still queued),
  // then the page read again shows them all.
  await expect
    .poll(async () => (await page.request.get(`/staff/sessions/${world.slotId}/outcomes`)).text(), {
      timeout: 30_000,
    })
    .toMatch(/,RIIWHS204E,Work safely at heights,COMPETENT,READY,/);
  await page.reload();
  await expect(page.getByTestId('checklist-status')).toHaveText('READY');

  const decided = page.getByRole('region', { name: 'RIIWHS204E Work safely at heights' });
  await decided.getByRole('radio', { name: 'COMPETENT', exact: true }).check();
  await decided.getByLabel('Assessor name').fill('Alex Assessor');
  await decided.getByLabel('Date', { exact: true }).fill('2026-03-02');
  await decided.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByTestId('overall-RIIWHS204E')).toHaveText('COMPETENT');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  // Every change is kept with who made it.
  await expect(page.getByText(/, by collaborator@example\.com$/).first()).toBeVisible();
  // The assessor's record downloads as a PDF through the site's front door (the proxy knows its route).
  const recordLink = page.getByRole('link', { name: "Download the assessor's record for RIIWHS204E (PDF)" });
  const record = await page.request.get((await recordLink.getAttribute('href'))!);
  expect(record.status()).toBe(200);
  expect(record.headers()['content-type']).toContain('application/pdf');
  expect((await record.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Back to the roll' }).click();
  const issuedRow = page.getByTestId(`roll-${world.reference}`);
  await issuedRow.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(issuedRow.getByRole('link', { name: /^Certificate / })).toBeVisible();
  world.number = (await issuedRow.getByRole('link', { name: /^Certificate / }).textContent())!
    .replace('Certificate ', '')
    .trim();
  expect(world.number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
});

test('the learner gets the certificate by mail and on /account; the QR’s address says CURRENT', async ({
  page,
}, testInfo) => {
  mobileOnly(testInfo);
  const raw = await mailWith(LEARNER.email, 'Your certificate');
  const mail = decodeQuotedPrintable(raw);
  expect(mail).toContain(world.number);
  // The PDF attached: a valid file that names the learner and the number.
  const pdfPart = new RegExp(
    `filename="?certificate-${world.number}\\.pdf"?[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
  ).exec(raw);
  expect(pdfPart).not.toBeNull();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-certificate-'));
  const file = join(dir, 'certificate.pdf');
  writeFileSync(file, Buffer.from(pdfPart![1].replace(/\s+/g, ''), 'base64'));
  execFileSync('qpdf', ['--check', file]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
  expect(text).toContain("Zoë O'Connor");
  expect(text).toContain('RIIWHS204E');

  const verifyUrl = /https?:\/\/[^\s"<>]+\/verify\/[0-9A-Z-]{14}/.exec(mail)?.[0];
  expect(verifyUrl).toBeTruthy();

  await signIn(page, LEARNER, '/account');
  await expect(page.getByRole('link', { name: `Download certificate ${world.number} (PDF)` })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(new URL(verifyUrl!).pathname);
  await expect(page.getByTestId('certificate-status')).toHaveText('CURRENT');
  await expect(page.getByText("Zoë O'Connor")).toBeVisible();
  await expect(page.getByText('RIIWHS204E').first()).toBeVisible();
  await expect(page.getByText('223456789N')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/verify/${world.number.slice(0, -1)}`);
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
});
