import type { Page } from '@playwright/test';

/** The sonner toast whose text includes `title`. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
