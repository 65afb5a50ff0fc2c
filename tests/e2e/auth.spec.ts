import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  confirmThroughLink,
  demoAccounts,
  signIn,
  signInThroughForm,
  submitSignIn,
  submitSignInForm,
  waitForPath,
} from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { latestMailTo } from './support/mailbox';
import { holdFirstSessionAnswer, hydrated } from './support/session';

async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  return page.getByRole('menu');
}

test.describe('/auth', () => {
  test('shows the first validation message of each form', { tag: '@one-width' }, async ({ page }) => {
    await submitSignIn(page, { email: 'not-an-email', password: '123' });
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    // Only the first message is shown.
    await expect(signInForm.getByText('Invalid email address')).toBeVisible();
    await expect(signInForm.getByText('Password must be at least 6 characters')).toHaveCount(0);
    await signInForm.getByLabel('Email').fill('someone@example.com');
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(signInForm.getByText('Invalid email address')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUpForm = page.getByRole('form', { name: 'Sign up' });
    await signUpForm.getByLabel('First Name').fill('Jo');
    await signUpForm.getByLabel('Last Name').fill('Citizen');
    await signUpForm.getByLabel('Email').fill('jo@example.com');
    await signUpForm.getByLabel('Password', { exact: true }).fill('secret-123');
    await signUpForm.getByLabel('Confirm Password').fill('secret-124');
    await signUpForm.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUpForm.getByText("Passwords don't match")).toBeVisible();
  });

  test('a wrong password gets the spec message', { tag: '@one-width' }, async ({ page }) => {
    await submitSignIn(page, { email: demoAccounts.user.email, password: 'wrong-password' });
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test(
    'sign up, confirm by e-mail link, then sign in and return where the visitor came from',
    { tag: '@one-width' },
    async ({ page }) => {
      const email = `learner-${Date.now()}-${test.info().project.name}@example.com`;
      await page.goto('/auth?next=/reviews');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('First Name').fill('Casey');
      await form.getByLabel('Last Name').fill('Nguyen');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('hard-hat-2026');
      await form.getByLabel('Confirm Password').fill('hard-hat-2026');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        page.getByText('Check your email for a verification link before signing in.').first(),
      ).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveValue('');

      // Signing in before confirming is refused.
      await submitSignIn(page, { email, password: 'hard-hat-2026' });
      await expect(page).toHaveURL(/\/auth/);

      let mail: string | null = null;
      await expect.poll(() => (mail = latestMailTo(email)), { timeout: 10_000 }).not.toBeNull();
      const link = mail!.match(/https?:\/\/[^\s"'<>]+\/auth\/confirm\?token=[A-Za-z0-9._%-]+/)?.[0];
      expect(link, 'confirmation link in the e-mail').toBeTruthy();
      // The link opens a page with one button; pressing it confirms, then the visitor signs in.
      await confirmThroughLink(page, link!);
      await submitSignInForm(page, { email, password: 'hard-hat-2026' });
      await waitForPath(page, '/');
      await expect(page.getByTestId('account-menu-trigger')).toContainText(email.split('@')[0]);

      await page.getByTestId('account-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

      await signInThroughForm(page, { email, password: 'hard-hat-2026' }, '/reviews');
    },
  );

  test(
    'sign-up refuses a common password; /account lists the sessions and signs out of all devices',
    { tag: '@one-width' },
    async ({ page, browser }) => {
      const email = `devices-${Date.now()}-${test.info().project.name}@example.com`;
      await page.goto('/auth?next=/account');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('First Name').fill('Dana');
      await form.getByLabel('Last Name').fill('Devices');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('password1');
      await form.getByLabel('Confirm Password').fill('password1');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        form.getByText('This password is too common and easy to guess. Please choose a different password.'),
      ).toBeVisible();
      await expect(form.getByLabel('Password', { exact: true })).toBeFocused();

      await form.getByLabel('Password', { exact: true }).fill('scaffold-ticket-2026');
      await form.getByLabel('Confirm Password').fill('scaffold-ticket-2026');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        page.getByText('Check your email for a verification link before signing in.').first(),
      ).toBeVisible();
      let mail: string | null = null;
      await expect.poll(() => (mail = latestMailTo(email)), { timeout: 10_000 }).not.toBeNull();
      await confirmThroughLink(
        page,
        mail!.match(/https?:\/\/[^\s"'<>]+\/auth\/confirm\?token=[A-Za-z0-9._%-]+/)![0],
      );
      await submitSignInForm(page, { email, password: 'scaffold-ticket-2026' });
      await waitForPath(page, '/');
      await expect(page.getByTestId('account-menu-trigger')).toContainText(email.split('@')[0]);

      await page.goto('/account');
      const devices = page.getByRole('list', { name: 'Signed-in devices' });
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await expect(devices.getByText('This device')).toBeVisible();
      await expect(devices).toContainText('Chrome');
      await expectNoSeriousAxeViolations(page);
      const copied = (await page.context().cookies()).filter((cookie) => cookie.name === 'session');
      expect(copied).toHaveLength(1);

      // The page's first session check answers late (signed in), after the sign-out's own check (signed out): the
      // header must stay signed out, whichever answer arrives last.
      const releaseFirstCheck = await holdFirstSessionAnswer(page);
      await page.reload();
      const signOutEverywhere = page.getByRole('button', { name: 'Sign out of all devices' });
      await hydrated(signOutEverywhere);
      await signOutEverywhere.click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/account');
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-out');
      await releaseFirstCheck();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(await page.locator('html').getAttribute('data-session')).toBe('signed-out');

      // A copy of the old cookie in another browser is refused.
      const other = await browser.newContext();
      try {
        await other.addCookies(copied);
        const response = await other.request.get(new URL('/api/session', page.url()).toString());
        expect(await response.json()).toEqual({ user: null, role: null });
      } finally {
        await other.close();
      }
    },
  );

  test(
    'a signed-in visitor opening /auth is sent back to next or home',
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.user);
      await page.goto('/auth?next=/packages');
      await page.waitForURL((url) => url.pathname === '/packages');
    },
  );

  // Axe on the freshly loaded page runs in tests/e2e/sweep.spec.ts, for every public route at both widths.
});

test.describe('account menu by role', () => {
  test('admin: Admin badge (destructive), My Account and Manage Calendar; Sign Out goes home', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.admin);
    const trigger = page.getByTestId('account-menu-trigger');
    await expect(trigger).toContainText('admin');
    await expect(trigger.getByText('Admin', { exact: true })).toHaveAttribute('data-variant', 'destructive');
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('My Account')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage Calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('collaborator: Collaborator badge (secondary) and Manage Calendar', async ({ page }) => {
    await signIn(page, demoAccounts.collaborator);
    const trigger = page.getByTestId('account-menu-trigger');
    await expect(trigger.getByText('Collaborator', { exact: true })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Manage Calendar' })).toBeVisible();
  });

  test('user: no badge and no Manage Calendar', async ({ page }) => {
    await signIn(page, demoAccounts.user);
    const trigger = page.getByTestId('account-menu-trigger');
    await expect(trigger).toContainText('user');
    await expect(trigger.getByText(/^(Admin|Collaborator)$/)).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('My Account')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage Calendar' })).toHaveCount(0);
  });

  test(
    '/account needs a session and shows the profile once signed in',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/account');
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/account');
      await submitSignInForm(page, demoAccounts.user);
      await waitForPath(page, '/account');
      await expect(page.getByText(demoAccounts.user.email).first()).toBeVisible();
    },
  );
});
