import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { decodeQuotedPrintable } from '@/tests/support/quoted-printable';

import { expect } from './test';

/** The e2e server writes mail as .eml files under .data-e2e/mail (scripts/e2e-server.sh). */
const mailDir = join(process.cwd(), '.data-e2e', 'mail');

/** Every message addressed to `to`, oldest first, as written (attachments still encoded). */
export function rawMailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((name) => readFileSync(join(mailDir, name), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** Every message addressed to `to`, oldest first, decoded enough to read links. */
export function mailsTo(to: string): string[] {
  return rawMailsTo(to).map(decodeQuotedPrintable);
}

/** Newest message addressed to `to`, or null. */
export function latestMailTo(to: string): string | null {
  return mailsTo(to).at(-1) ?? null;
}

/**
 * Confirms a newsletter signup as its owner does (double opt-in): the welcome mail's link opens a page whose one
 * button confirms.
 */
export async function confirmNewsletterFromMail(page: Page, email: string) {
  let link: string | undefined;
  await expect
    .poll(() => (link = latestMailTo(email)?.match(/\/newsletter\/confirm\?token=[A-Za-z0-9._%-]+/)?.[0]), {
      timeout: 10_000,
    })
    .toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're subscribed!" })).toBeVisible();
}
