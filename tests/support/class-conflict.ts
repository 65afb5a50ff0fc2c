import { twMerge } from 'tailwind-merge';

/**
 * What tailwind-merge would keep of a class list in which two classes set the same thing (`text-left text-right`),
 * or null when none do. cn() merges, but a literal className or a cva variant list is only joined, and then which
 * of two such classes wins depends on the stylesheet's order, not the order written. A class written twice is
 * harmless and tailwind-merge drops the copy, so the list is compared without copies.
 */
export function classConflict(list: string): string | null {
  const once = [...new Set(list.trim().split(/\s+/).filter(Boolean))].join(' ');
  const kept = twMerge(once);
  return kept === once ? null : kept;
}
