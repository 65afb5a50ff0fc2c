import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { decodeQuotedPrintable } from '@/tests/support/quoted-printable';

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
