import { defineConfig, devices } from '@playwright/test';

import { testBrowserArgs, testBrowserPath } from './tests/support/chromium';

/**
 * The two-instance tests (tests/cluster). scripts/test-cluster.sh starts PostgreSQL, Redis and two `next start`
 * on the one production build and nginx in front of them, then runs this with CLUSTER_A_URL, CLUSTER_B_URL and
 * CLUSTER_PROXY_URL set; there is no webServer here.
 */
const instanceA = process.env.CLUSTER_A_URL ?? 'http://127.0.0.1:3205';

export default defineConfig({
  testDir: 'tests/cluster',
  // Apart from the browser suite's folder, which Playwright empties when a run starts: npm test runs both.
  outputDir: 'test-results/cluster',
  // The tests share two servers and one database; one at a time keeps each one's timing its own.
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: instanceA,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath, args: testBrowserArgs },
  },
  projects: [
    {
      name: 'cluster',
      testIgnore: /failover/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Kills instance B, so it runs when everything else is done.
    { name: 'failover', testMatch: /failover/, dependencies: ['cluster'] },
  ],
});
