import { stat } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

/**
 * nginx in front of both instances, configured by deploy/nginx.conf itself (scripts/test-cluster.sh substitutes
 * only ports and the build's folder), with TRUSTED_PROXY_HOPS=1 on the instances and the instances on loopback.
 */
const PROXY = process.env.CLUSTER_PROXY_URL ?? 'http://127.0.0.1:3207';
const A = process.env.CLUSTER_A_URL ?? 'http://127.0.0.1:3205';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const brotli = process.env.CLUSTER_PROXY_BROTLI === '1';

test.describe('nginx in front of the cluster', () => {
  test('pages come through nginx, and its own header says so', async ({ request }) => {
    const response = await request.get(new URL('/', PROXY).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['server']).toMatch(/^nginx/);
    expect(await response.text()).toContain('<main');
  });

  test("the build's files are nginx's own precompressed copies, cached for good", async ({ request }) => {
    const home = await (await request.get(new URL('/', PROXY).toString())).text();
    const scripts = [...home.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);

    for (const encoding of brotli ? ['br', 'gzip'] : ['gzip']) {
      let checked = 0;
      for (const script of scripts) {
        const file = path.join(distDir, 'static', script.slice('/_next/static/'.length));
        const suffix = encoding === 'br' ? '.br' : '.gz';
        const compressed = await stat(`${file}${suffix}`).catch(() => null);
        // scripts/compress-static.mjs leaves files under 1 KiB as they are.
        if (!compressed) continue;
        const response = await request.get(new URL(script, PROXY).toString(), {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status(), script).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding'], script).toBe(encoding);
        expect(headers['cache-control'], script).toContain('immutable');
        // The bytes on the wire are the file written at build time, not compressed again per request.
        expect(Number(headers['content-length']), script).toBe(compressed.size);
        checked += 1;
      }
      expect(checked, `scripts with a ${encoding} copy`).toBeGreaterThan(0);
    }
  });

  test('a spoofed X-Forwarded-For from outside is ignored: the limit counts the real client', async ({
    request,
  }) => {
    // 'marketing-file': 60 an address in ten minutes (lib/server/rate-limit.ts). Each request claims another
    // address; nginx appends the one it saw, and the app reads only that one.
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 61; attempt += 1) {
      const response = await request.get(
        new URL('/api/marketing/promotional/email-template', PROXY).toString(),
        {
          headers: { 'X-Forwarded-For': `203.0.113.${attempt}`, 'X-Real-IP': `198.51.100.${attempt}` },
        },
      );
      if (response.status() === 429) {
        refusedAt = attempt;
        break;
      }
      expect(response.status(), `request ${attempt}`).toBe(200);
    }
    expect(refusedAt).toBe(61);
  });

  test('the instances listen on loopback only', async ({ request }) => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    test.skip(!outside, 'this machine has no non-loopback address to try');
    const port = new URL(A).port;
    const reached = await request
      .get(`http://${outside}:${port}/api/health`, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    expect(reached).toBe(false);
  });
});
