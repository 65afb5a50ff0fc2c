import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { coordinators } from '@/content/contacts';
import { CORPORATE_COURSE, CORPORATE_ENQUIRY_STUB } from '@/lib/validation/enquiry';
import { delayServerActions, failServerActions } from './support/server-actions';
import { uniqueSuffix } from './support/text';
import { toast } from './support/toast';

async function fillEnquiry(
  page: Page,
  values: { name: string; email: string; phone?: string; course: string; enquiry: string },
) {
  const form = page.getByRole('form', { name: 'Course Enquiries' });
  await form.getByLabel('Full Name').fill(values.name);
  await form.getByLabel('Email Address').fill(values.email);
  if (values.phone) await form.getByLabel('Phone Number (optional)').fill(values.phone);
  await form.getByLabel('Course of Interest').selectOption(values.course);
  await form.getByLabel('Your Enquiry').fill(values.enquiry);
  return form;
}

test.describe('/contact', () => {
  test('shows the Course Enquiries form, the green Email System Active notice and both contact cards', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { name: 'Course Enquiries' })).toBeVisible();
    await expect(page.getByText('Email System Active')).toBeVisible();
    for (const coordinator of Object.values(coordinators)) {
      const card = page
        .locator('[data-slot="card"]')
        .filter({ has: page.getByRole('heading', { name: `${coordinator.state} Contact` }) });
      await expect(card.getByText(coordinator.name)).toBeVisible();
      await expect(card.getByRole('link', { name: coordinator.phone })).toHaveAttribute('href', /^tel:\+61/);
      await expect(card.getByRole('link', { name: coordinator.email })).toHaveAttribute(
        'href',
        `mailto:${coordinator.email}`,
      );
    }
    const form = page.getByRole('form', { name: 'Course Enquiries' });
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number (optional)',
      'Course of Interest',
      'Your Enquiry',
    ]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
  });

  test("an empty required field gives the 'Missing Information' toast", async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Course Enquiries' });
    await form.getByLabel('Full Name').fill('Jess Taylor');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields.');
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  });

  test(
    "sends an enquiry: 'Sending...' while busy, then 'Enquiry Sent Successfully' and an empty form",
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/contact');
      await delayServerActions(page, 800);
      const form = await fillEnquiry(page, {
        name: 'Jess Taylor',
        email: `enquiry-${uniqueSuffix()}@example.com`,
        phone: '0400 123 456',
        course: 'Work Safely at Heights',
        enquiry: 'Do you have seats for four workers next month in Port Macquarie?',
      });
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await expect(toast(page, 'Enquiry Sent Successfully')).toContainText('within 24 hours');
      await expect(form.getByLabel('Full Name')).toHaveValue('');
      await expect(form.getByLabel('Email Address')).toHaveValue('');
      await expect(form.getByLabel('Course of Interest')).toHaveValue('');
      await expect(form.getByLabel('Your Enquiry')).toHaveValue('');
      await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    },
  );

  test('arrives from a course page with that course chosen', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/courses/working-at-heights');
    await page.getByRole('link', { name: 'MAKE ENQUIRY' }).first().click();
    await page.waitForURL(/\/contact\?course=/);
    const course = new URL(page.url()).searchParams.get('course');
    expect(course).toBeTruthy();
    await expect(page.getByLabel('Course of Interest')).toHaveValue(course!);
  });

  test(
    '?enquiry=corporate chooses the corporate account and starts the enquiry text',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/contact?enquiry=corporate');
      await expect(page.getByLabel('Course of Interest')).toHaveValue(CORPORATE_COURSE);
      await expect(page.getByLabel('Your Enquiry')).toHaveValue(CORPORATE_ENQUIRY_STUB);
    },
  );

  test('the corporate panel REGISTER NOW leads to the corporate enquiry', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'REGISTER NOW' }).click();
    await page.waitForURL('**/contact?enquiry=corporate');
    await expect(page.getByLabel('Course of Interest')).toHaveValue(CORPORATE_COURSE);
  });

  test(
    "when the enquiry cannot reach the server: 'Email Service Issue' and the mail client as backup",
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/contact');
      await failServerActions(page);
      const form = await fillEnquiry(page, {
        name: 'Jess Taylor',
        email: `offline-${uniqueSuffix()}@example.com`,
        course: 'Work Safely at Heights',
        enquiry: 'Can you run this on site near Mackay?',
      });
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(toast(page, 'Email Service Issue')).toContainText('Failed to send enquiry');
      const backup = form.getByRole('link', { name: `Email it to ${coordinators.QLD.email}` });
      await expect(backup).toHaveAttribute(
        'href',
        /^mailto:qld\.training@example\.com\?subject=Course%20Enquiry/,
      );
      // Nothing is lost: the form keeps what the visitor typed.
      await expect(form.getByLabel('Your Enquiry')).toHaveValue('Can you run this on site near Mackay?');
    },
  );

  test('fits a 375 px screen without sideways scrolling', { tag: '@one-width' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact?enquiry=corporate');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
