import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are shared out: one long file (the route sweep) no longer keeps one worker busy while the
  // other idles. Every test is independent of the order of the others; data they change is their own.
  fullyParallel: true,
  // Two cores: two browsers and the server. More workers only make each test slower.
  workers: 2,
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
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
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
