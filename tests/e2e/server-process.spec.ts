import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';

import { pricingPackages } from '@/content/packages';
import { formatAud } from '@/lib/rules/format';
import { createPriceBook } from '@/lib/rules/price-book';

import { serverActionId } from './support/server-actions';

/**
 * The production server as an operator starts it (`next start` against the built .next, as `npm start` does), each
 * test on its own port and data folder, apart from the shared e2e server: limits that hold without a trusted proxy,
 * unsubscribe links that land on the public site and unsubscribe nobody by GET, and a server that fails loudly (bad
 * settings, a held database, oversized action bodies) and stops cleanly (SIGTERM, SIGINT).
 */

const root = join(__dirname, '..', '..');
const SECRET = 'server-process-test-secret-0123456789abcdefghij';

// Spawns its own servers: run it once, not per viewport.
test.beforeAll(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server processes: desktop run only');
});
// A fresh PGlite folder takes 5 to 25 s to create on these machines, more under load.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Server = {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

function startServer(env: Record<string, string | undefined>, port: number, host = '127.0.0.1'): Server {
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = [next, 'start', '-H', host, '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_TELEMETRY_DISABLED: '1',
      DISABLE_HSTS: 'true',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => stdout + stderr,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

async function waitForHealth(server: Server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${server.base}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server never became healthy:\n${server.output()}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}

function unsubscribeToken(id: string): string {
  const key = createHmac('sha256', SECRET).update('newsletter-unsubscribe:v1').digest();
  return `${id}.${createHmac('sha256', key).update(id).digest('base64url')}`;
}

test.describe('the server refuses to start rather than answer 500s', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-refuses-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [label, secret, expected] of [
    ['missing', undefined, 'Cannot start: AUTH_SECRET is not set'],
    [
      'short',
      'too-short',
      'Cannot start: Invalid environment variables: AUTH_SECRET: AUTH_SECRET must be at least 32',
    ],
  ] as const) {
    test(`exits non-zero at start, before answering any request, with one line, when AUTH_SECRET is ${label}`, async () => {
      const port = await freePort();
      const server = startServer({ DATA_DIR: join(dir, label), AUTH_SECRET: secret }, port);
      expect(await withTimeout(server.exited, 60_000, 'exit')).toBe(1);
      const lines = server.stderr().trim().split('\n');
      expect(lines.filter((line) => line.startsWith('Cannot start:'))).toHaveLength(1);
      expect(lines.at(-1)).toContain(expected);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    });
  }
});

test.describe('one running server on a fresh embedded database', () => {
  let dir: string;
  let server: Server;
  let siteUrl: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(join(tmpdir(), 'server-process-'));
    const port = await freePort();
    // Bound to 0.0.0.0 as in production: request.nextUrl is then http://0.0.0.0:PORT, never the public origin.
    siteUrl = `http://127.0.0.1:${port}`;
    server = startServer(
      {
        DATA_DIR: join(dir, 'data'),
        AUTH_SECRET: SECRET,
        SITE_URL: siteUrl,
        DB_SKIP_SEED: 'true',
        RATE_LIMIT_MULTIPLIER: '1',
      },
      port,
      '0.0.0.0',
    );
    await waitForHealth(server);
  });

  test.afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('a second server on the same data folder refuses to start, naming the folder and the holder', async () => {
    const second = startServer(
      { DATA_DIR: join(dir, 'data'), AUTH_SECRET: SECRET, SITE_URL: siteUrl },
      await freePort(),
    );
    expect(await withTimeout(second.exited, 60_000, 'exit')).toBe(1);
    const line = second.stderr().trim().split('\n').at(-1)!;
    expect(line).toContain('Cannot start: The embedded database in');
    expect(line).toContain(join(dir, 'data'));
    expect(line).toContain(`pid ${server.child.pid}`);
    // The first server is untouched.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  test('rotating X-Forwarded-For does not escape the per-address limit (no trusted proxy configured)', async () => {
    // The form as a browser without JavaScript posts it: React's hidden fields, as the page carries them, and the
    // form's own.
    const page = await (await fetch(`${server.base}/`)).text();
    const signup = /<form[^>]*aria-label="Newsletter signup"[^>]*>([\s\S]*?)<\/form>/.exec(page)![1];
    const hidden = [...signup.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(
      ([, name, value]) => [name, (value ?? '').replaceAll('&quot;', '"')] as const,
    );
    expect(hidden.some(([name]) => name.startsWith('$ACTION'))).toBe(true);
    const outcomes: string[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const form = new FormData();
      for (const [name, value] of hidden) form.set(name, value);
      form.set('email', `rotate-${i}-${randomUUID()}@example.com`);
      form.set('firstName', '');
      form.set('source', 'homepage');
      const response = await fetch(`${server.base}/`, {
        method: 'POST',
        headers: { Origin: server.base, 'X-Forwarded-For': `198.51.100.${i}` },
        body: form,
      });
      expect(response.status).toBeLessThan(500);
      outcomes.push(await response.text());
    }
    // 10 signups an hour per client address (lib/server/rate-limit.ts), whatever the header says.
    expect(outcomes.slice(0, 10).every((body) => !body.includes('Too many attempts'))).toBe(true);
    expect(outcomes[10]).toContain('Too many attempts');
    expect(outcomes[11]).toContain('Too many attempts');
  });

  test('the unsubscribe link redirects to SITE_URL, changes nothing on GET, and the page has one POST button', async () => {
    const token = unsubscribeToken(randomUUID());
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${server.base}/newsletter/unsubscribe?token=${token}`, {
        method,
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `${siteUrl}/newsletter/unsubscribed?token=${encodeURIComponent(token)}`,
      );
    }
    // Follow the real redirect.
    const landed = await fetch(`${server.base}/newsletter/unsubscribe?token=${token}`);
    expect(landed.status).toBe(200);
    expect(landed.url.startsWith(`${siteUrl}/newsletter/unsubscribed?`)).toBe(true);
    const html = await landed.text();
    expect(html.includes('Unsubscribe from our newsletter?')).toBe(true);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.filter((form) => form.includes('/newsletter/unsubscribe?token='))).toEqual([
      expect.stringMatching(/method="post"/i),
    ]);

    // The button's POST for a subscriber that does not exist: the outcome page, on SITE_URL.
    const posted = await fetch(`${server.base}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.base },
      body: 'confirm=1',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${siteUrl}/newsletter/unsubscribed?result=invalid`);
  });

  test('a server action body over 1 MB is refused without running the action, and the server stays healthy', async () => {
    // The refusal comes before the body is read; the client then drops the upload (as browsers do), so the
    // connection does not outlive the test.
    const upload = new AbortController();
    const response = await fetch(`${server.base}/`, {
      signal: upload.signal,
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Next-Action': serverActionId('subscribeFormAction'),
        Origin: server.base,
      },
      body: JSON.stringify([{ email: `big-${'x'.repeat(1024 * 1024)}@example.com`, source: 'homepage' }]),
    });
    expect(response.status).toBe(413);
    upload.abort();
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  test('SIGTERM finishes the request in flight and removes the lock file', async () => {
    const lockFile = join(dir, 'data', 'pglite.lock');
    expect(existsSync(lockFile)).toBe(true);
    // A request whose body is still arriving when the signal comes.
    let finish!: () => void;
    const inFlight = fetch(`${server.base}/newsletter/unsubscribe?token=not-a-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('List-Unsubscribe='));
          finish = () => {
            controller.enqueue(new TextEncoder().encode('One-Click'));
            controller.close();
          };
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connections once stopping.
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    finish();
    const response = await inFlight;
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Invalid unsubscribe link');
    // Next's own handler: the in-flight request finished, then exit with 128 + SIGTERM.
    expect(await withTimeout(server.exited, 20_000, 'exit after SIGTERM')).toBe(143);
    expect(existsSync(lockFile)).toBe(false);
  });
});

test.describe('SIGINT', () => {
  test('stops the server and removes the lock file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-sigint-'));
    mkdirSync(join(dir, 'data'));
    try {
      const server = startServer(
        { DATA_DIR: join(dir, 'data'), AUTH_SECRET: SECRET, DB_SKIP_SEED: 'true' },
        await freePort(),
      );
      await waitForHealth(server);
      expect(existsSync(join(dir, 'data', 'pglite.lock'))).toBe(true);
      server.child.kill('SIGINT');
      expect(await withTimeout(server.exited, 20_000, 'exit after SIGINT')).toBe(130);
      expect(existsSync(join(dir, 'data', 'pglite.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('pages cached before a start', () => {
  test('a price saved while no server ran is on /packages at the next start: nothing rendered before it is served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-restart-'));
    mkdirSync(join(dir, 'data'));
    const env = { DATA_DIR: join(dir, 'data'), AUTH_SECRET: SECRET, DB_SKIP_SEED: 'true' };
    const pkg = pricingPackages[0];
    const listPrice = formatAud(createPriceBook().packagePrice(pkg.id));
    const savedPrice = 2345;
    expect(listPrice).not.toBe(formatAud(savedPrice));
    try {
      let server = startServer(env, await freePort());
      await waitForHealth(server);
      expect(await (await fetch(`${server.base}/packages`)).text()).toContain(listPrice);
      server.child.kill('SIGTERM');
      expect(await withTimeout(server.exited, 20_000, 'exit after SIGTERM')).toBe(143);

      // While no server runs, the database changes under the cached pages (a restore, `npm run db:reset`, a
      // deploy onto a database that already holds the admins' prices).
      const db = new PGlite({ dataDir: join(dir, 'data', 'pglite') });
      await db.query(
        `insert into public.price_overrides (item_type, item_id, level, price) values ('package', $1, 'standard', $2)`,
        [pkg.id, savedPrice],
      );
      await db.close();

      server = startServer(env, await freePort());
      await waitForHealth(server);
      const page = await (await fetch(`${server.base}/packages`)).text();
      expect(page).toContain(formatAud(savedPrice));
      server.child.kill('SIGTERM');
      expect(await withTimeout(server.exited, 20_000, 'exit after SIGTERM')).toBe(143);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
