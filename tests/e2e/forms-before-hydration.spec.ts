import type { Page } from '@playwright/test';

import { expect, test } from './support/test';
import { uniqueSuffix } from './support/text';
import { toast } from './support/toast';

/**
 * A visitor can reach a form before React does: the page's chunks start after its first frame. What they type and
 * send in that time is kept until the page is live (lib/node/forms-before-hydration.mjs); without it the browser
 * sends the newsletter form itself, as a GET of the page.
 */
test.describe('forms used before the page hydrates', () => {
  /** Holds every chunk until `release` is called; the page stays as the server sent it, with its loader running. */
  async function openBeforeHydration(page: Page, path: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    // 'domcontentloaded': the test's goto would otherwise wait for hydration, which the held chunks prevent.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return release;
  }

  test('a newsletter signup sent early is held, then sent once React has the form', async ({ page }) => {
    const release = await openBeforeHydration(page, '/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill(`early-${uniqueSuffix()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page.getByText("You're subscribed!")).toBeVisible();
    // Not the browser's own GET with the address in the URL.
    expect(new URL(page.url()).search).toBe('');
  });

  test(
    'an enquiry typed and sent early survives react-hook-form and the form React renders afresh',
    { tag: '@one-width' },
    async ({ page }) => {
      const release = await openBeforeHydration(page, '/contact');
      const form = page.getByRole('form', { name: 'Course Enquiries' });
      await form.getByLabel('Full Name').fill('Jess Taylor');
      await form.getByLabel('Email Address').fill(`early-${uniqueSuffix()}@example.com`);
      await form.getByLabel('Course of Interest').selectOption('Work Safely at Heights');
      await form.getByLabel('Your Enquiry').fill('Do you have seats for four workers next month?');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();

      release();
      await expect(toast(page, 'Enquiry Sent Successfully')).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    },
  );

  test(
    'what is typed early is still in the fields once the page is live',
    { tag: '@one-width' },
    async ({ page }) => {
      const release = await openBeforeHydration(page, '/contact');
      const form = page.getByRole('form', { name: 'Course Enquiries' });
      await form.getByLabel('Full Name').fill('Sam Early');
      await form.getByLabel('Course of Interest').selectOption('Work Safely at Heights');
      await form.getByLabel('Your Enquiry').fill('Typed before the scripts came.');

      release();
      await expect(page.locator('html')).toHaveAttribute('data-session', /.+/);
      await expect(form.getByLabel('Full Name')).toHaveValue('Sam Early');
      await expect(form.getByLabel('Course of Interest')).not.toHaveValue('');
      await expect(form.getByLabel('Your Enquiry')).toHaveValue('Typed before the scripts came.');
      // React's form has the values too: the send is not refused for missing fields.
      await form.getByLabel('Email Address').fill(`early-${uniqueSuffix()}@example.com`);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(toast(page, 'Enquiry Sent Successfully')).toBeVisible();
    },
  );

  test(
    'a booking started early keeps its typing and its ID files',
    { tag: '@one-width' },
    async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const release = await openBeforeHydration(page, '/booking');
      const form = page.getByRole('form', { name: 'Course Booking Form' });
      await form.getByLabel('First name').fill('Jordan');
      // A file input takes no value from a script: its files stay, and React is told of them.
      await form
        .getByLabel('ID documents')
        .setInputFiles([
          { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        ]);

      release();
      await expect(page.locator('html')).toHaveAttribute('data-session', /.+/);
      await expect(form.getByLabel('First name')).toHaveValue('Jordan');
      await expect(form.getByRole('list', { name: 'Files chosen' })).toContainText('passport.pdf');
      expect(errors).toEqual([]);
    },
  );
});
