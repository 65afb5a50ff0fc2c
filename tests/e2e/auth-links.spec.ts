import type { Browser } from '@playwright/test';

import { confirmThroughLink, signUp, submitSignIn, waitForPath } from './support/auth';
import { mailsTo } from './support/mailbox';
import { sessionSettled } from './support/session';
import { expect, test } from './support/test';
import { uniqueSuffix } from './support/text';

/**
 * Whoever reads the mailbox ends up with the only working password: a sign-up of someone else's address gets
 * nowhere once its owner signs up, and a forgotten password is reset by a link in the mail. At 375 px.
 */

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';

/** The links to the auth pages in every mail to `to`, oldest first (waits for `count` of them). */
async function linksTo(to: string, count: number): Promise<string[]> {
  const links = () =>
    mailsTo(to).flatMap(
      (mail) =>
        mail.match(
          /https?:\/\/[^\s"'<>]+\/auth\/(?:confirm|reset)\?token=[A-Za-z0-9_-]+(?:&type=\w+)?/,
        )?.[0] ?? [],
    );
  await expect.poll(() => links().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return links();
}

/** Another person's browser: a context of its own, with the page's hydration waited for as in every test. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await sessionSettled(page);
    return response;
  };
  return { context, page };
}

test.describe('account links', () => {
  test(
    "sign-up of someone else's address: the owner signs up after the attacker, and only the owner's password works",
    { tag: '@one-width' },
    async ({ page, browser }) => {
      const email = `squatted-${uniqueSuffix()}@example.com`;
      const attacker = await otherBrowser(browser);
      try {
        await signUp(attacker.page, { email, password: 'attacker-chose-1', firstName: 'Mallory' });
        // The owner signs up with the same address, then confirms with the newest mail's link.
        await signUp(page, { email, password: 'owner-chose-1', firstName: 'Olivia' });
        const [attackerLink, ownerLink] = await linksTo(email, 2);
        expect(ownerLink).not.toBe(attackerLink);
        await confirmThroughLink(page, ownerLink);
        await expect(page.getByText('Email confirmed. Please sign in.')).toBeVisible();
        // Confirming signed nobody in.
        await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-out');

        // The attacker's link and password get nowhere.
        const stale = new URL(attackerLink);
        await attacker.page.goto(stale.pathname + stale.search);
        await attacker.page.getByRole('button', { name: 'Confirm my email' }).click();
        await expect(
          attacker.page.getByText('This confirmation link is invalid or has expired. Please sign up again.'),
        ).toBeVisible();
        await submitSignIn(attacker.page, { email, password: 'attacker-chose-1' });
        await expect(
          attacker.page.getByRole('form', { name: 'Sign in' }).getByText(INVALID_CREDENTIALS),
        ).toBeVisible();
        await expect(attacker.page.locator('html')).toHaveAttribute('data-session', 'signed-out');

        // The owner's works.
        await submitSignIn(page, { email, password: 'owner-chose-1' }, '/account');
        await waitForPath(page, '/account');
        await expect(page.getByText(email).first()).toBeVisible();
      } finally {
        await attacker.context.close();
      }
    },
  );

  test('a forgotten password is reset through the mailed link', { tag: '@one-width' }, async ({ page }) => {
    const email = `forgetful-${uniqueSuffix()}@example.com`;
    await signUp(page, { email, password: 'first-password-1', firstName: 'Frankie' });
    await confirmThroughLink(page, (await linksTo(email, 1))[0]);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/auth/forgot');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const answer = "If an account exists for that address, we've sent a link to reset its password.";
    await expect(form.getByRole('status')).toContainText(answer);
    // An address without an account gets the same answer.
    await form.getByLabel('Email').fill(`nobody-${uniqueSuffix()}@example.com`);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toContainText(answer);

    const resetLink = new URL((await linksTo(email, 2)).find((link) => link.includes('/auth/reset?'))!);
    await page.goto(resetLink.pathname + resetLink.search);
    // The token in the address is sent on to no one.
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await reset.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await reset.getByLabel('Confirm New Password').fill('second-password-3');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(reset.getByText("Passwords don't match")).toBeVisible();
    await reset.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await reset.getByLabel('Confirm New Password').fill('second-password-2');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('notice') === 'password-reset',
    );
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();

    // Used once: the link now says so.
    await page.goto(resetLink.pathname + resetLink.search);
    await expect(
      page.getByText('This password reset link is invalid or has expired. Please ask for a new one.'),
    ).toBeVisible();

    await submitSignIn(page, { email, password: 'first-password-1' });
    await expect(page.getByRole('form', { name: 'Sign in' }).getByText(INVALID_CREDENTIALS)).toBeVisible();
    await submitSignIn(page, { email, password: 'second-password-2' }, '/account');
    await waitForPath(page, '/account');
    await sessionSettled(page, 'signed-in');
    // The owner was told.
    expect(mailsTo(email).some((mail) => /password was changed/i.test(mail))).toBe(true);
  });

  test(
    'a new address: its link moves the account, the old address is told, and the browser is signed out',
    { tag: '@one-width' },
    async ({ page }) => {
      const oldEmail = `mover-${uniqueSuffix()}@example.com`;
      const newEmail = `moved-${uniqueSuffix()}@example.com`;
      await signUp(page, { email: oldEmail, password: 'mover-password-1', firstName: 'Morgan' });
      await confirmThroughLink(page, (await linksTo(oldEmail, 1))[0]);
      await submitSignIn(page, { email: oldEmail, password: 'mover-password-1' }, '/account');
      await waitForPath(page, '/account');
      await sessionSettled(page, 'signed-in');

      const form = page.getByRole('form', { name: 'Change email' });
      await form.getByLabel('New Email').fill(newEmail);
      await form.getByLabel('Current Password').fill('not-my-password');
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(form.getByText('Your current password is incorrect.')).toBeVisible();
      await form.getByLabel('Current Password').fill('mover-password-1');
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(form.getByRole('status')).toHaveText(
        `We've sent a confirmation link to ${newEmail}. Your email address changes when you open it.`,
      );

      const [link] = await linksTo(newEmail, 1);
      expect(link).toContain('type=email_change');
      await confirmThroughLink(page, link);
      await expect(
        page.getByText('Your email address has been changed. Please sign in with your new address.'),
      ).toBeVisible();
      // Every session ended, this browser's too, and its header says so.
      await sessionSettled(page, 'signed-out');
      await expect.poll(() => mailsTo(oldEmail).some((mail) => /email was changed/i.test(mail))).toBe(true);

      await submitSignIn(page, { email: oldEmail, password: 'mover-password-1' });
      await expect(page.getByRole('form', { name: 'Sign in' }).getByText(INVALID_CREDENTIALS)).toBeVisible();
      await submitSignIn(page, { email: newEmail, password: 'mover-password-1' }, '/account');
      await waitForPath(page, '/account');
      await expect(page.getByText(newEmail).first()).toBeVisible();
    },
  );
});
