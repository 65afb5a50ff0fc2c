import { clsx, type ClassValue } from 'clsx';
import { env } from '@/lib/env';

import { classConflict } from './conflict';

/**
 * The server's render of client components (and Node scripts and tests): joined as in the browser (joined.ts), so
 * hydration sees the same classes, and checked. Two classes that set the same thing (`text-left text-right`) would
 * let the stylesheet's order pick the winner, not the order written: under CLASS_NAMES_STRICT (the production
 * build and the browser suites, scripts/test-all.sh and scripts/e2e-server.sh) that is an error naming both lists,
 * elsewhere it is logged once per list and the page still renders. A primitive's defaults that callers may
 * override are written `fallback:` (app/globals.css), which never conflicts.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const kept = classConflict(joined);
  if (kept !== null) reportConflict(joined, kept);
  return joined;
}

const reported = new Set<string>();

function reportConflict(joined: string, merged: string) {
  const message = `Classes that set the same thing in a client component: "${joined}" (tailwind-merge keeps "${merged}"). Client components join their classes without merging them (lib/rules/class-names/): drop the class that loses.`;
  // Read only when a conflict is found: a render without one never parses the environment here.
  if (env().CLASS_NAMES_STRICT) throw new Error(message);
  if (reported.has(joined)) return;
  reported.add(joined);
  console.error(message);
}
