import 'server-only';

import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, from leaked password sets), compared without
 * regard to case. Server-only: the list is about 400 KB and never goes to the browser; the sign-up form shows
 * the server's field message.
 */

let common: Set<string> | undefined;

function list(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

export function commonPasswordCount(): number {
  return list().size;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.toLowerCase());
}
