import { expect, test, type Page } from '@playwright/test';

import type { AppRole } from '@/lib/rules/roles';

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

/** The hidden fields React renders into the 'Sign in' form of /auth: what a post without JavaScript carries. */
function signInFormFields(html: string): Record<string, string> {
  const form = /<form\b[^>]*aria-label="Sign in"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error('no Sign in form on /auth');
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[unescape(name)] = unescape(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

/**
 * Signs in as a test's starting point and opens `next` (or home), live: hydrated, with the signed-in session
 * rendered. It posts the sign-in form as a browser without JavaScript would (same action, same limits, the session
 * cookie set in the page's browser context) without rendering /auth in the browser first: about a second less per
 * sign-in, at the 35 places that sign in. The form itself, its messages and its redirect have tests of their own
 * (auth.spec.ts, auth-no-js.spec.ts).
 */
export async function signIn(page: Page, account: Credentials, next?: string) {
  // A browser's post carries its page's origin; Next refuses an action from another one.
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const form = await page.request.get('/auth');
  const fields = signInFormFields(await form.text());
  const response = await page.request.post('/auth', {
    headers: { Origin: origin },
    multipart: { ...fields, email: account.email, password: account.password, next: '/' },
    maxRedirects: 0,
  });
  // Signed in, the action sends the browser on (303); refused, it answers with the form again (200).
  expect(response.status(), `sign-in of ${account.email}: ${(await response.text()).slice(0, 300)}`).toBe(
    303,
  );
  await page.goto(next ?? '/');
  await sessionSettled(page, 'signed-in');
}

/** Waits until the page is on the path of `target` (its query string and hash are ignored). */
export async function waitForPath(page: Page, target: string) {
  const pathname = new URL(target, 'http://localhost').pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Opens a confirmation link from a mail (on this server, whatever host the mail names) and presses the page's one
 * button; waits for /auth to say the address is confirmed. Signing in is the visitor's next step.
 */
export async function confirmThroughLink(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: /^Confirm my (new )?email$/ }).click();
  await page.waitForURL((target) => target.pathname === '/auth' && target.searchParams.has('notice'));
  await expect(
    page.getByRole('status').filter({ hasText: /^(Email confirmed|Your email address)/ }),
  ).toBeVisible();
}

/** Fills and sends the 'Sign up' form of /auth; waits for its answer that a confirmation link was mailed. */
export async function signUp(page: Page, account: { email: string; password: string; firstName: string }) {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill(account.firstName);
  await form.getByLabel('Last Name').fill('Tester');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Check your email for a verification link before signing in.')).toBeVisible();
}
