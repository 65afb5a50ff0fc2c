import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Server components' class names: joined, and where two classes set the same thing the later one wins
 * (`cn('px-4', 'px-2')` is `px-2`), so a page can adjust a primitive's look through `className`. Runs on the server
 * only (the `react-server` condition of `#class-names` in package.json), so tailwind-merge never reaches a browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
