import type { Page } from '@playwright/test';

import { isValidAbn } from '@/lib/rules/abn';

import { confirmThroughLink, signIn, signUp, type Credentials } from './auth';
import { mailsTo } from './mailbox';
import { expect } from './test';
import { uniqueSuffix } from './text';

/** The steps of employer accounts the browser tests share: fresh accounts, switching, registering an employer. */

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** A valid ABN no other run uses: nine random digits, then the two leading digits the check requires. */
export function freshAbn(): string {
  const tail = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const sum = tail.reduce((total, digit, index) => total + digit * WEIGHTS[index + 2], 0);
  const lead = (89 - (sum % 89)) % 89; // (d1 - 1) * 10 + d2
  const abn = `${Math.floor(lead / 10) + 1}${lead % 10}${tail.join('')}`;
  if (!isValidAbn(abn)) throw new Error(`freshAbn made ${abn}`);
  return abn;
}

/** Signs whoever is signed in out (/auth sends a signed-in visitor on), then signs `account` in. */
export async function switchTo(page: Page, account: Credentials, next?: string) {
  await page.context().clearCookies();
  await signIn(page, account, next);
}

/** A new confirmed account, signed in. */
export async function newAccount(page: Page, firstName: string): Promise<Credentials> {
  await page.context().clearCookies();
  const account = {
    email: `${firstName.toLowerCase()}-${uniqueSuffix()}@example.com`,
    password: 'crew-boss-2026',
  };
  await signUp(page, { ...account, firstName });
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = mailsTo(account.email)
          .flatMap(
            (mail) =>
              mail.match(/https?:\/\/[^\s"'<>]+\/auth\/confirm\?token=[A-Za-z0-9_-]+(?:&type=\w+)?/)?.[0] ??
              [],
          )
          .at(0)),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  await confirmThroughLink(page, link!);
  await switchTo(page, account);
  return account;
}

export async function register(page: Page, company: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Register an employer' });
  await form.getByLabel('Company name').fill(company);
  // A typo in the ABN is caught by its check digits.
  const abn = freshAbn();
  const typo = `${abn.slice(0, 10)}${(Number(abn[10]) + 1) % 10}`;
  await form.getByLabel('ABN').fill(typo);
  await form.getByLabel('Contact person').fill('Pat Supervisor');
  await form.getByLabel('Contact phone').fill('0400 111 222');
  await form.getByLabel('Crew size').fill('25');
  await form.getByLabel('Sites').fill('Mackay yard\nHay Point');
  await form.getByLabel(/RIIMPO320F/).check();
  await form.getByRole('button', { name: 'Register employer' }).click();
  await expect(form.getByText('This ABN is not valid: please check the digits').first()).toBeVisible();
  await form.getByLabel('ABN').fill(abn);
  await form.getByRole('button', { name: 'Register employer' }).click();
  await page.waitForURL(/\/employer\/[0-9a-f-]{36}\?registered=1$/);
  await expect(page.getByTestId('employer-pending')).toContainText('waiting for approval');
  return new URL(page.url()).pathname.split('/')[2];
}
