import type { Page } from '@playwright/test';

/** The sonner toast whose text includes `title`. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/**
 * sonner's Toaster, attached once the page's code has loaded sonner (DeferredToaster). It mounts through a Suspense
 * boundary, and React reveals a boundary that resolves soon after its fallback on a 300 ms timer: a test that stops
 * the page's clock must wait for this first, or the Toaster, and every toast, waits for a clock that never runs.
 */
export function toaster(page: Page) {
  return page.locator('section[aria-label^="Notifications"]');
}
