import type { Page } from '@playwright/test';

import { classConflict } from '@/tests/support/class-conflict';

/**
 * The class lists on the page where two classes set the same thing (`text-left text-right`), as
 * `"given" -> "what tailwind-merge keeps"`. cn() merges, so a conflict on a page is a literal's or a cva variant's,
 * and which class wins would depend on the stylesheet's order. A primitive's `fallback:` defaults never conflict.
 */
export async function classConflicts(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
    ),
  ]);
  return lists.flatMap((list) => {
    const kept = classConflict(list);
    return kept === null ? [] : [`"${list.trim()}" -> "${kept}"`];
  });
}
