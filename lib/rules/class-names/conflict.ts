import { twMerge } from 'tailwind-merge';

/**
 * What tailwind-merge would keep of a class list in which two classes set the same thing (`text-left text-right`),
 * or null when none do. Which of two such classes wins depends on the stylesheet's order, not the order written, so
 * a list that only joins (client components, lib/rules/class-names/joined.ts) must never hold one. A class written
 * twice is harmless and tailwind-merge drops the copy, so the list is compared without copies.
 */
export function classConflict(list: string): string | null {
  const once = [...new Set(list.trim().split(/\s+/).filter(Boolean))].join(' ');
  const kept = twMerge(once);
  return kept === once ? null : kept;
}
