import { expect, test, type Page } from '@playwright/test';

import type { AppRole } from '@/lib/rules/roles';

import { serverActionId } from './server-actions';
import { sessionSettled } from './session';

export type Credentials = { email: string; password: string };

/**
 * The demo accounts seeded on the embedded database. lib/db/seed.ts is server-only, so they are repeated here;
 * tests/unit/demo-accounts.test.ts keeps the two lists equal.
 */
export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'admin-demo-2026' },
  collaborator: { email: 'collaborator@example.com', password: 'collaborator-demo-2026' },
  user: { email: 'user@example.com', password: 'user-demo-2026' },
} as const satisfies Record<AppRole, Credentials>;

/** Fills the 'Sign in' form already on the page and submits it, without waiting for the outcome. */
export async function submitSignInForm(page: Page, credentials: Credentials) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens /auth (with `next` when given) and submits the 'Sign in' form, without waiting for the outcome. */
export async function submitSignIn(page: Page, credentials: Credentials, next?: string) {
  await page.goto(next === undefined ? '/auth' : `/auth?next=${encodeURIComponent(next)}`);
  await submitSignInForm(page, credentials);
}

/**
 * Signs in through the 'Sign in' form and waits for the redirect to the path of `next`, or to home, and for that
 * page to be live: hydrated, with the signed-in session rendered. The redirect is a client navigation, but Next falls
 * back to a full load when its fetch of the page fails; the path then changes before the page hydrates, and a click
 * in between reaches no handler. For tests of the form
 * and its redirect; every other test signs in with `signIn`.
 */
export async function signInThroughForm(page: Page, account: Credentials, next?: string) {
  await submitSignIn(page, account, next);
  await waitForPath(page, next ?? '/');
  await sessionSettled(page, 'signed-in');
}

/**
 * Signs in as a test's starting point and opens `next` (or home), live: hydrated, with the signed-in session
 * rendered. It calls the sign-in action as the form does (same action, same limits, the session cookie set in the
 * page's browser context) without loading and filling /auth first: about a second less per sign-in, at the 35
 * places that sign in. The form itself, its messages and its redirect have tests of their own (auth.spec.ts).
 */
export async function signIn(page: Page, account: Credentials, next?: string) {
  // A browser's call carries its page's origin; Next refuses an action from another one.
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post('/auth', {
    headers: {
      'Next-Action': serverActionId('signInAction'),
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: origin,
    },
    data: JSON.stringify([{ email: account.email, password: account.password }]),
  });
  const body = await response.text();
  // The action's result is a line of the RSC answer: {"ok":true,...} when the session was created.
  expect(
    response.ok() && body.includes('"ok":true'),
    `sign-in of ${account.email}: ${body.slice(0, 300)}`,
  ).toBe(true);
  await page.goto(next ?? '/');
  await sessionSettled(page, 'signed-in');
}

/** Waits until the page is on the path of `target` (its query string and hash are ignored). */
export async function waitForPath(page: Page, target: string) {
  const pathname = new URL(target, 'http://localhost').pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}
