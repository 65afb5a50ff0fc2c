import type { Page } from '@playwright/test';

import { demoAccounts } from './support/auth';
import { expect, test } from './support/test';
import { uniqueSuffix } from './support/text';

/**
 * The auth forms without JavaScript: each posts to its server action as a plain form, the page shows the answer
 * (or the browser is sent on), and nothing typed ever reaches the address bar.
 */

test.use({ javaScriptEnabled: false });

/** Nothing the visitor typed is in the page's address. */
function expectCleanUrl(page: Page, ...typed: string[]) {
  const url = decodeURIComponent(page.url());
  for (const value of typed) expect(url).not.toContain(value);
  expect(new URL(page.url()).searchParams.has('password')).toBe(false);
  expect(new URL(page.url()).searchParams.has('email')).toBe(false);
}

test.describe('auth forms without JavaScript', () => {
  test(
    'sign in: a wrong password is answered on the page; the right one goes on to `next`',
    { tag: '@one-width' },
    async ({ page }) => {
      const { email, password } = demoAccounts.user;
      await page.goto('/auth?next=/reviews');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('wrong-password-1');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        page
          .getByRole('form', { name: 'Sign in' })
          .getByText('Invalid email or password. Please check your credentials and try again.'),
      ).toBeVisible();
      // What was typed is back in the field, never the password.
      await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(email);
      await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Password')).toHaveValue('');
      expectCleanUrl(page, email, 'wrong-password-1');

      await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(password);
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/reviews');
      expectCleanUrl(page, email, password);
      const session = await (await page.request.get('/api/session')).json();
      expect(session.user?.email).toBe(email);
    },
  );

  test(
    'sign up: a field error beside its field, then the notice to check the mail',
    { tag: '@one-width' },
    async ({ page }) => {
      const email = `no-script-${uniqueSuffix()}@example.com`;
      await page.goto('/auth');
      // The sign-up form is reached by a link, as tabs need JavaScript.
      await page.getByRole('link', { name: 'Create an account' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('First Name').fill('Noah');
      await form.getByLabel('Last Name').fill('Script');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('no-script-2026');
      await form.getByLabel('Confirm Password').fill('no-script-2027');
      await form.getByRole('button', { name: 'Create Account' }).click();
      const answered = page.getByRole('form', { name: 'Sign up' });
      await expect(answered.getByText("Passwords don't match")).toBeVisible();
      await expect(answered.getByLabel('First Name')).toHaveValue('Noah');
      await expect(answered.getByLabel('Email')).toHaveValue(email);
      expectCleanUrl(page, email, 'no-script-2026');

      await answered.getByLabel('Password', { exact: true }).fill('no-script-2026');
      await answered.getByLabel('Confirm Password').fill('no-script-2026');
      await answered.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        page
          .getByRole('form', { name: 'Sign up' })
          .getByText('Check your email for a verification link before signing in.'),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue('');
      expectCleanUrl(page, email, 'no-script-2026');
    },
  );

  test('forgot password: the same answer, on the page', { tag: '@one-width' }, async ({ page }) => {
    const email = `no-script-forgot-${uniqueSuffix()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('form', { name: 'Forgot password' }).getByRole('status')).toContainText(
      "If an account exists for that address, we've sent a link to reset its password.",
    );
    expectCleanUrl(page, email);
  });
});
