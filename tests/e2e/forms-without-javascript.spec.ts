import type { Browser, Page } from '@playwright/test';

import { demoAccounts, signIn } from './support/auth';
import { expect, test } from './support/test';

/**
 * Every public form is a React form action: with JavaScript off (and so before hydration) it posts to its server
 * action, the page shows the result, and nothing typed ends up in the address bar, the history or a server log.
 */

async function withoutJavaScript(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  storageState?: string,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(storageState ? { storageState: JSON.parse(storageState) } : {}),
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

function expectNothingTypedIn(page: Page, ...typed: string[]) {
  const address = decodeURIComponent(page.url());
  for (const text of typed) expect(address).not.toContain(text);
}

test.describe('forms without JavaScript', () => {
  test('the enquiry form is sent and says so', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Course Enquiries' });
      const email = `nojs-enquiry-${Date.now()}@example.com`;
      await form.getByLabel('Full Name').fill('Robin Without Script');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Course of Interest').selectOption({ index: 1 });
      await form.getByLabel('Your Enquiry').fill('Do you run the white card on Saturdays in Mackay?');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Enquiry Sent Successfully' })).toBeVisible();
      expectNothingTypedIn(page, email, 'Robin');
    });
  });

  test('a refused enquiry keeps what was typed and names the problem beside its field', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Course Enquiries' });
      await form.getByLabel('Full Name').fill('Robin Without Script');
      await form.getByLabel('Email Address').fill('not-an-address');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      const refused = page.getByRole('form', { name: 'Course Enquiries' });
      await expect(refused.getByLabel('Full Name')).toHaveValue('Robin Without Script');
      await expect(refused.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
      expectNothingTypedIn(page, 'not-an-address', 'Robin');
    });
  });

  test('the newsletter signup subscribes and shows its panel', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      const email = `nojs-news-${Date.now()}@example.com`;
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You're subscribed!" })).toBeVisible();
      expectNothingTypedIn(page, email);
    });
  });

  test('the booking form stores the request and offers the e-mail to send', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/booking');
      const form = page.getByRole('form', { name: 'Course Booking Form' });
      const email = `nojs-booking-${Date.now()}@example.com`;
      await form.getByLabel('First name').fill('Jordan');
      await form.getByLabel('Last name').fill('Lee');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('0491 570 110');
      await form.getByLabel('Unique Student Identifier (USI)').fill('223456789N');
      await form.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ index: 1 });
      await form
        .getByLabel('ID documents')
        .setInputFiles([
          { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') },
        ]);
      await form.getByRole('radio', { name: 'Experienced (Refresher)' }).check();
      await form.getByRole('radio', { name: 'Face to Face and Zoom' }).check();
      await form.getByRole('radio', { name: 'No', exact: true }).check();
      await form.getByRole('button', { name: 'Submit Booking Request' }).click();
      const sent = page.getByTestId('booking-sent');
      await expect(sent).toBeVisible();
      await expect(sent.getByTestId('booking-mailto')).toHaveAttribute('href', /^mailto:/);
      expectNothingTypedIn(page, email, 'Jordan', '0491');
    });
  });

  test('a signed-in learner posts a review', async ({ browser, page }) => {
    await signIn(page, demoAccounts.user);
    const state = JSON.stringify(await page.context().storageState());
    await withoutJavaScript(
      browser,
      async (noScript) => {
        await noScript.goto('/reviews');
        const form = noScript.getByRole('form', { name: 'Leave a Review' });
        await form.getByLabel('Your Name').fill('Sam Without Script');
        await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
        await form.getByLabel('Your Review').fill('Clear trainer, good practical day, no script needed.');
        await form.getByRole('button', { name: 'Submit Review' }).click();
        await expect(noScript.getByRole('status').filter({ hasText: 'Review submitted!' })).toBeVisible();
        expectNothingTypedIn(noScript, 'Sam Without Script');
      },
      state,
    );
  });
});
