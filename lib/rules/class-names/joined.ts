import { clsx, type ClassValue } from 'clsx';

/**
 * Client components' class names: joined, not merged. tailwind-merge's first call builds its map of every Tailwind
 * class (27 KB of script): on /courses that was half of Lighthouse's total blocking time (264 against 137 ms,
 * README "Performance"). So a client component, and a primitive it renders, must not pass classes that set the
 * same thing twice; a browser test checks every element of every public route (tests/e2e/support/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
