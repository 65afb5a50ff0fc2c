import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { sessionSettled } from './session';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` of an HTML page returns once the page is hydrated (the session
 * provider has rendered its answer, <html data-session>). A click that lands before hydration reaches no React
 * handler: on a loaded machine the browser then submitted forms natively or ignored the press, and tests failed
 * only sometimes. Waiting on that event makes every interaction start from a live page. Pass another `waitUntil`
 * ('commit', 'domcontentloaded', 'networkidle') to look at a page before it is hydrated.
 */
export function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()['content-type'] ?? '').includes('text/html');
    if (html && (options?.waitUntil ?? 'load') === 'load') await sessionSettled(page);
    return response;
  };
}

/**
 * The worker's browser context, the options it was made with, whether a page was opened in it since it was last
 * reset, and whether a test left it in a state to discard.
 */
type WorkerContext = { context: BrowserContext; options: string; opened: boolean; discard: boolean };

/**
 * What a test can do to a context that closing its pages and clearing cookies, permissions, routes, storage and the
 * HTTP cache does not undo (Playwright has no call to take it back): a context that had one of these is closed after
 * the test, and the next test gets a new one.
 */
const IRREVERSIBLE = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
] as const;
/** A fake clock is installed in the context (`page.clock` is the context's). */
const CLOCK = [
  'install',
  'fastForward',
  'runFor',
  'pauseAt',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;

async function openWorkerContext(browser: Browser, options: string): Promise<WorkerContext> {
  // Created inside a test, so Playwright gives it that test's options (the project's, and any test.use()).
  const context = await browser.newContext();
  const worker: WorkerContext = { context, options, opened: false, discard: false };
  const discardAfter = <T extends object>(target: T, names: readonly (keyof T)[]) => {
    for (const name of names) {
      const method = target[name] as (...args: unknown[]) => unknown;
      (target as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
        worker.discard = true;
        return method.apply(target, args);
      };
    }
  };
  discardAfter(context, IRREVERSIBLE);
  discardAfter(context.clock, CLOCK);
  context.on('page', () => (worker.opened = true));
  context.once('close', () => (worker.discard = true));
  return worker;
}

/** Back to a new context's state: no page, cookie, permission, route, stored data or cached response is left. */
async function resetForNextTest(worker: WorkerContext, baseURL: string | undefined) {
  const { context } = worker;
  // Only a page can have stored anything, even one the test has closed already.
  if (worker.opened && baseURL) {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  await Promise.all(context.pages().map((open) => open.close()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  worker.opened = false;
}

export const test = base.extend<
  { _combinedContextOptions: object },
  { workerContext: { current?: WorkerContext } }
>({
  /**
   * One browser context per worker, reset between tests, in place of a new context for every test. Making and
   * closing a context cost more than many tests' own work: 24 loads of two pages took 16.5 to 18.4 s in new contexts
   * and 14.0 to 14.9 s in one context reset like this (two workers, its HTTP cache off as here). A test still starts
   * as in a new context: its pages are new, and cookies, permissions, routes, the site's stored data and the HTTP
   * cache are cleared after each test. A test with other context options (test.use) gets a context of its own, and
   * a context that a test changed in a way that cannot be reset (IRREVERSIBLE, a fake clock) is replaced.
   */
  workerContext: [
    async ({}, provide) => {
      const holder: { current?: WorkerContext } = {};
      await provide(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  // Playwright's own fixture: the context options of this test (project and test.use), as it would make them.
  _combinedContextOptions: async ({ _combinedContextOptions }, provide) => provide(_combinedContextOptions),
  context: async ({ browser, workerContext, _combinedContextOptions, baseURL }, provide) => {
    const options = JSON.stringify(_combinedContextOptions);
    let current = workerContext.current;
    if (!current || current.discard || current.options !== options) {
      await current?.context.close().catch(() => undefined);
      current = workerContext.current = await openWorkerContext(browser, options);
    }
    await provide(current.context);
    if (current.discard) return;
    try {
      await resetForNextTest(current, baseURL);
    } catch {
      current.discard = true;
    }
  },
  // Playwright names the fixture callback `use`; it is not React's hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript nothing hydrates: the page is what the server sent.
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    await provide(page);
  },
});
