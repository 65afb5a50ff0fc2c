import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

import { coordinators } from '@/content/contacts';
import { usiMessages } from '@/lib/rules/usi';
import { bookingMessages } from '@/lib/validation/booking';

import { demoAccounts, signIn } from './support/auth';
import { expectNoHorizontalOverflow } from './support/layout';

declare global {
  interface Window {
    __bookingMailto?: string[];
  }
}

/** Keeps the page when the form opens the mail client, and records the mailto URL (see booking-form.tsx). */
async function captureMailto(page: Page) {
  await page.addInitScript(() => {
    window.__bookingMailto = [];
    window.addEventListener('booking:mailto', (event) => {
      event.preventDefault();
      window.__bookingMailto!.push((event as CustomEvent<string>).detail);
    });
  });
}

async function fillValidBooking(page: Page, overrides: { email?: string } = {}) {
  const form = page.getByRole('form', { name: 'Course Booking Form' });
  await form.getByLabel('First name').fill('Jordan');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill(overrides.email ?? `e2e-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('0491 570 110');
  await form.getByLabel('Unique Student Identifier (USI)').fill('223456789n');
  await form.getByLabel('ID documents').setInputFiles([
    { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') },
    { name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) },
  ]);
  await form.getByRole('radio', { name: 'Experienced (Refresher)' }).click();
  await form.getByRole('radio', { name: 'Face to Face and Zoom' }).click();
  await form.getByRole('radio', { name: 'No', exact: true }).click();
  return form;
}

test.describe('/booking', () => {
  test('shows the form, the help section with both coordinators, and fits 375 px', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Training');
    await expect(page.getByRole('heading', { name: 'Course Booking Form' })).toBeVisible();
    const help = page.getByTestId('booking-help');
    for (const coordinator of Object.values(coordinators)) {
      await expect(help.getByRole('link', { name: coordinator.phone })).toHaveAttribute('href', /^tel:\+61/);
      await expect(help.getByRole('link', { name: coordinator.email })).toHaveAttribute(
        'href',
        `mailto:${coordinator.email}`,
      );
    }
    const usi = page.getByLabel('Unique Student Identifier (USI)');
    await expect(usi).toHaveAttribute('maxlength', '10');
    await expect(usi).toHaveAttribute('placeholder', 'Enter your 10-character USI');
    const files = page.getByLabel('ID documents');
    await expect(files).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await expect(files).toHaveAttribute('multiple', '');
    await expect(page.getByText('100 points of ID')).toBeVisible();
    for (const label of [
      'Full Training',
      'Experienced (Refresher)',
      'Face to Face',
      'Face to Face and Zoom',
      'E-Learning',
    ]) {
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test(
    'is filled from a package, a special, a location and the Mackay list',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/booking?package=standard-11&location=bowen-basin');
      await expect(page.getByLabel('Preferred location')).toHaveValue('bowen-basin');
      await expect(page.getByTestId('booking-summary')).toContainText('$699');

      await page.goto('/booking?package=professional-mining');
      await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(
        'Professional Mining Package',
      );
      await expect(page.getByTestId('booking-summary')).toContainText('5 days');

      await page.goto('/booking?special=machinery-operator-999');
      await expect(page.getByTestId('booking-summary')).toContainText('$999');

      await page.goto(
        '/booking?course=Provide+First+Aid&price=120&duration=1+Day&maxStudents=16&location=mackay',
      );
      // The price is the price book's (HLTAID011, $100), never the figure the address carries.
      await expect(page.getByTestId('booking-summary')).toContainText('$100');
      await expect(page.getByTestId('booking-summary')).not.toContainText('$120');
      await expect(page.getByTestId('booking-summary')).toContainText('Mackay QLD');
      await expect(page.getByLabel('Preferred location')).toHaveValue('mackay');
    },
  );

  test('shows assistance details only when assistance is needed', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByLabel('Assistance details')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes', exact: true }).click();
    await expect(page.getByLabel('Assistance details')).toBeVisible();
    await page.getByRole('radio', { name: 'No', exact: true }).click();
    await expect(page.getByLabel('Assistance details')).toHaveCount(0);
  });

  test(
    'normalises and checks the USI, and checks ID documents in the browser',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/booking');
      const usi = page.getByLabel('Unique Student Identifier (USI)');
      // Typed the way it is printed on the card: spaces go and letters are upper-cased as the learner types.
      await usi.pressSequentially('2234 5678 9n');
      await expect(usi).toHaveValue('223456789N');
      await usi.fill('223456789a');
      await page
        .getByLabel('ID documents')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await page.getByRole('button', { name: 'Submit Booking Request' }).click();
      await expect(page.getByText(usiMessages.checkCharacter).first()).toBeVisible();
      await expect(page.getByText(bookingMessages.idDocumentType).first()).toBeVisible();
      await expect(page.getByText(bookingMessages.firstName).first()).toBeVisible();

      await page.getByText('I have a USI exemption').click();
      await expect(usi).toBeDisabled();
    },
  );

  test(
    'a valid booking shows the toast, stores the request and opens a mail to the right coordinator',
    { tag: '@one-width' },
    async ({ page, browser }) => {
      await captureMailto(page);
      const email = `e2e-booking-${Date.now()}@example.com`;
      // A preferred date must be within the next two years: three months ahead.
      const ymd = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
      const [year, month, day] = ymd.split('-');
      await page.goto(`/booking?course=Provide+First+Aid&location=mackay&date=${ymd}`);
      const form = await fillValidBooking(page, { email });
      await form.getByLabel('Additional information (optional)').fill('Two of us from one crew.');
      await form.getByRole('button', { name: 'Submit Booking Request' }).click();

      await expect(page.getByText('Booking Request Prepared').first()).toBeVisible();
      const reference = (await page.getByTestId('booking-reference').textContent())!;
      expect(reference).toMatch(/^BR-[2-9A-HJ-NP-Z]{6}$/);

      await expect.poll(() => page.evaluate(() => window.__bookingMailto?.length ?? 0)).toBe(1);
      const mailto = (await page.evaluate(() => window.__bookingMailto![0]))!;
      expect(mailto.startsWith(`mailto:${coordinators.QLD.email}?`)).toBe(true);
      const params = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1));
      expect(params.get('subject')).toBe('Booking Request: Provide First Aid');
      const body = params.get('body')!;
      for (const line of [
        `Reference: ${reference}`,
        'First name: Jordan',
        'Last name: Lee',
        `Email: ${email}`,
        'USI: 223456789N',
        'Training level: Experienced (Refresher)',
        'Delivery method: Face to Face and Zoom',
        'Preferred location: Mackay QLD',
        `Preferred start date: ${day}/${month}/${year}`,
        'Two of us from one crew.',
        'passport.pdf, licence.jpg',
        'ID documents are collected separately',
      ]) {
        expect(body).toContain(line);
      }
      await expect(page.getByTestId('booking-mailto')).toHaveAttribute('href', mailto);

      // The form clears after 1 second.
      await expect(form.getByLabel('First name')).toHaveValue('');
      await expect(form.getByLabel('Unique Student Identifier (USI)')).toHaveValue('');

      // Staff see the stored request.
      const context = await browser.newContext();
      const staffPage = await context.newPage();
      await signIn(staffPage, demoAccounts.collaborator, '/staff');
      await expect(staffPage.getByRole('article', { name: new RegExp(`^${reference}`) })).toContainText(
        'Provide First Aid',
      );
      await context.close();
    },
  );

  test('a booking for NSW goes to the NSW coordinator', { tag: '@one-width' }, async ({ page }) => {
    await captureMailto(page);
    await page.goto('/booking?course=Work+Safely+at+Heights&location=port-macquarie');
    const form = await fillValidBooking(page);
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByText('Booking Request Prepared').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.__bookingMailto?.[0] ?? ''))
      .toMatch(
        new RegExp(
          `^mailto:${coordinators.NSW.email.replace('.', '\\.')}\\?subject=Booking%20Request%3A%20Work%20Safely%20at%20Heights&body=`,
        ),
      );
  });
});

test.describe('/staff', () => {
  test('visitors are sent to sign in', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/staff');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/staff');
  });

  test(
    'a collaborator sees booking requests and enquiries with Handled switches',
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.collaborator, '/staff');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Requests and Enquiries');
      await expect(page.getByRole('heading', { name: /^Booking requests/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Enquiries/ })).toBeVisible();
    },
  );
});
