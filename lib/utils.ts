import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class names for JSX, the same on the server and in the browser: joined, and where two classes set the same thing
 * the later one wins (`cn('px-4', 'px-2')` is `px-2`), so a caller's `className` can adjust a primitive's look.
 * tailwind-merge reads any `variant:` prefix as a modifier, so the project's `fallback:` defaults (app/globals.css)
 * are kept beside the caller's classes, and the custom utilities (`link-button-row`, `render-near-viewport`) are
 * classes it does not know and never drops (tests/unit/class-names.test.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
