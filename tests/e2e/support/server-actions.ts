import type { Page, Request } from '@playwright/test';

/** A Next.js server action call: a POST carrying the Next-Action header. */
function isServerAction(request: Request): boolean {
  return request.method() === 'POST' && Boolean(request.headers()['next-action']);
}

/** Holds every server action request of the page for `ms`, so the busy state can be seen. */
export async function delayServerActions(page: Page, ms: number) {
  await page.route('**/*', async (route) => {
    if (isServerAction(route.request())) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/**
 * Holds every server action request of the page until the returned `release()` is called: a test can then do what
 * must happen before the answer arrives (pause the page's clock) however slow the machine is.
 */
export async function holdServerActions(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (isServerAction(route.request())) await released;
    await route.fallback();
  });
  return release;
}

/** Makes every server action request of the page fail as if the network were down. */
export async function failServerActions(page: Page) {
  await page.route('**/*', async (route) => {
    if (isServerAction(route.request())) return route.abort('failed');
    return route.fallback();
  });
}
