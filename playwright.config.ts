import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './tests/support/chromium';

/** The crawl that changes every price (tests/e2e/price-book-crawl.spec.ts) runs in a project of its own. */
const PRICE_BOOK_CRAWL = /price-book-crawl\.spec\.ts$/;

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are shared out: one long file (the route sweep) no longer keeps one worker busy while the
  // other idles. Every test is independent of the order of the others; data they change is their own.
  fullyParallel: true,
  // Three browsers on two cores: a browser test mostly waits (frames, round trips to the page, the server), and
  // with two workers the cores were two-thirds idle. Measured on one 2-core machine (assessments, learning and
  // calendar specs at 375 px): 2 workers 4.7 min, 3 workers 3.0 min, 4 workers 3.0 min. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  // Long flows (a 15-question assessment clicked through with every rule checked) take 30 s on a loaded 2-core
  // machine; the limit catches hangs, not slowness. Waits inside tests are on events, never on time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: PRICE_BOOK_CRAWL,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: PRICE_BOOK_CRAWL,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Changes every price on the site, so it starts only when the browser projects are done: specs that assert a
    // list price never run beside it (workers and fullyParallel share tests out across projects otherwise). With
    // `dependencies`, Playwright skips it when an earlier test failed; run it alone with
    // `npx playwright test --project=price-book --no-deps`.
    {
      name: 'price-book',
      testMatch: PRICE_BOOK_CRAWL,
      dependencies: ['mobile', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // A production build on a fresh embedded database under .data-e2e, with mail written to files.
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
