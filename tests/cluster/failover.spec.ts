import { expect, test } from '@playwright/test';

/**
 * One instance stops (its process killed, as a crash or a deploy would) and the site still answers through nginx.
 * Runs after every other cluster test (playwright.cluster.config.ts: the 'failover' project depends on 'cluster'),
 * since instance B does not come back.
 */
const PROXY = process.env.CLUSTER_PROXY_URL ?? 'http://127.0.0.1:3207';
const B = process.env.CLUSTER_B_URL ?? 'http://127.0.0.1:3206';
const pidOfB = Number(process.env.CLUSTER_B_PID);

test('with instance B killed, every request through nginx is still answered by A', async ({ request }) => {
  expect(pidOfB, 'scripts/test-cluster.sh sets CLUSTER_B_PID').toBeGreaterThan(0);
  // Both instances have served through the proxy, so nginx holds idle connections to B as well.
  for (let round = 0; round < 6; round += 1) {
    expect((await request.get(new URL('/calendar', PROXY).toString())).status()).toBe(200);
  }

  process.kill(pidOfB, 'SIGKILL');
  await expect
    .poll(
      () =>
        request
          .get(new URL('/api/health', B).toString(), { timeout: 2_000 })
          .then(() => 'up')
          .catch(() => 'down'),
      { timeout: 10_000 },
    )
    .toBe('down');

  for (const route of ['/', '/calendar', '/courses', '/reviews', '/api/health', '/calendar', '/']) {
    const response = await request.get(new URL(route, PROXY).toString());
    expect(response.status(), route).toBe(200);
  }
});
