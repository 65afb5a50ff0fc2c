import { defineConfig, devices } from '@playwright/test';

import { testBrowserArgs, testBrowserPath } from './tests/support/chromium';

/** The crawl that changes every price (tests/e2e/price-book-crawl.spec.ts) runs in a project of its own. */
const PRICE_BOOK_CRAWL = /price-book-crawl\.spec\.ts$/;

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The price-book crawl's own server (scripts/e2e-server.sh): its own database and copy of the build. */
const crawlPort = port + 1;

const chromium = { executablePath: testBrowserPath, args: testBrowserArgs };

const traceModes = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry'] as const;
function traceMode(value: string | undefined): (typeof traceModes)[number] {
  return traceModes.find((mode) => mode === value) ?? 'off';
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker keeps one browser context and resets it between tests (tests/e2e/support/test.ts): a new context per
  // test cost more than many tests' own work. A test still starts as in a new context; context-reuse.spec.ts proves it.
  // Tests, not files, are shared out: one long file (the route sweep) no longer keeps one worker busy while the
  // other idles. Every test is independent of the order of the others; data they change is their own.
  fullyParallel: true,
  // Two cores: two browsers and the server keep them busy (Chromium takes four fifths of the CPU, axe a third of
  // that). A third worker measured no faster on the whole suite (22.7 min against 21.9) and makes each test slower.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  // Long flows (a 15-question assessment clicked through with every rule checked) take 30 s on a loaded 2-core
  // machine; the limit catches hangs, not slowness. Waits inside tests are on events, never on time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // No trace unless asked for: recording one for every test to keep the failures' took a fifth to a quarter of
    // the browser suite's time (courses and home specs, alternated: 175 and 188 s without, 230 and 237 s with; DOM
    // snapshots alone 209 and 229 s). A failure still leaves its screenshot and the page's aria snapshot; rerun it
    // with E2E_TRACE=retain-on-failure (or `--trace on`) for the full trace.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Changes every price on its site, so it runs against a server of its own (its own database and copy of the
    // build, started beside the first by scripts/e2e-server.sh): specs that assert a list price never see its
    // figures. Listed first, so its one long test starts with the run instead of running alone at its end.
    {
      name: 'price-book',
      testMatch: PRICE_BOOK_CRAWL,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        baseURL: `http://127.0.0.1:${crawlPort}`,
      },
    },
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
      // Flows whose every assertion is about data, not layout (scoring at the pass mark, attempts recorded, replayed
      // actions refused), tagged '@one-width', run at 375 px only; the page's look at 1280 px has tests of its own.
      grepInvert: /@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // A production build on a fresh embedded database under .data-e2e, with mail written to files; and the crawl's.
    command: `bash scripts/e2e-server.sh ${port} ${crawlPort}`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
