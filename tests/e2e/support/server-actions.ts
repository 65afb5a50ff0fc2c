import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, Request, Route } from '@playwright/test';

/** A Next.js server action call: a POST carrying the Next-Action header. */
export function isServerAction(request: Request): boolean {
  return request.method() === 'POST' && Boolean(request.headers()['next-action']);
}

const actionIds = new Map<string, string>();

/**
 * The id under which the production build serves the server action exported as `exportedName` (the server reference
 * manifest of the build the tests run against), for a request that calls it without its form.
 */
export function serverActionId(exportedName: string): string {
  const known = actionIds.get(exportedName);
  if (known) return known;
  const manifestPath = join(
    __dirname,
    '..',
    '..',
    '..',
    process.env.NEXT_DIST_DIR || '.next',
    'server/server-reference-manifest.json',
  );
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    node?: Record<string, { exportedName?: string }>;
  };
  const entry = Object.entries(manifest.node ?? {}).find(([, value]) => value.exportedName === exportedName);
  if (!entry) throw new Error(`${exportedName} not found in the server reference manifest`);
  actionIds.set(exportedName, entry[0]);
  return entry[0];
}

/** Routes every server action request of the page through `handle`; every other request goes on untouched. */
async function routeServerActions(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route('**/*', (route) => (isServerAction(route.request()) ? handle(route) : route.fallback()));
}

/** Holds every server action request of the page for `ms`, so the busy state can be seen. */
export async function delayServerActions(page: Page, ms: number) {
  await routeServerActions(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
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
  await routeServerActions(page, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Makes every server action request of the page fail as if the network were down. */
export async function failServerActions(page: Page) {
  await routeServerActions(page, (route) => route.abort('failed'));
}
