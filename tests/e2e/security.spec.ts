import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { APIResponse, Request } from '@playwright/test';
import { expect, test } from './support/test';

import { demoAccounts, signIn } from './support/auth';
import { latestMailTo, mailsTo } from './support/mailbox';
import { uniqueSuffix } from './support/text';
import { toast } from './support/toast';
import { cspDirectives } from '@/tests/support/csp';

/**
 * Hardening checks against the running production build (scripts/e2e-server.sh). HSTS is switched off on that
 * loopback server (DISABLE_HSTS=true); tests/unit/security-headers.test.ts proves it on the config instead.
 */

function expectHardenedHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  const csp = cspDirectives(headers['content-security-policy'] ?? '');
  // Static pages cannot carry nonces, so inline scripts and styles are allowed; nothing from another origin is.
  expect(csp.get('script-src'), path).toEqual(expect.arrayContaining(["'self'"]));
  expect(new Set(csp.get('script-src')), path).toEqual(new Set(["'self'", "'unsafe-inline'"]));
  expect(new Set(csp.get('style-src')), path).toEqual(new Set(["'self'", "'unsafe-inline'"]));
  expect(csp.get('default-src'), path).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(csp.get('object-src'), path).toEqual(["'none'"]);
  expect(csp.get('base-uri'), path).toEqual(["'self'"]);
  expect(csp.get('form-action'), path).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by'], path).toBeUndefined();
}

test.describe('security headers', () => {
  test(
    'every kind of response carries the CSP and the other headers, and no x-powered-by',
    { tag: '@one-width' },
    async ({ request }) => {
      for (const path of [
        '/',
        '/courses',
        '/calendar',
        '/booking',
        '/auth',
        '/api/health',
        '/no-such-page',
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBeLessThan(500);
        expectHardenedHeaders(response, path);
      }
    },
  );

  test(
    '/api/health reports status and database reachability, and nothing else',
    { tag: '@one-width' },
    async ({ request }) => {
      const response = await request.get('/api/health');
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
      expect(response.headers()['cache-control']).toContain('no-store');
    },
  );
});

test.describe('anonymous learner cookie (POST /api/learner)', { tag: '@one-width' }, () => {
  const learnerCookie = (response: APIResponse) =>
    response
      .headersArray()
      .filter(
        (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('rst_learner='),
      )
      .map((header) => header.value);

  test('issues one signed httpOnly cookie, keeps a valid one, replaces a forged one, and answers only POST', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      const first = await api.post('/api/learner');
      expect(first.status()).toBe(204);
      const [issued] = learnerCookie(first);
      expect(issued).toMatch(/^rst_learner=[0-9a-f-]{36}\.[\w-]+;/);
      expect(issued).toMatch(/HttpOnly/i);
      expect(issued).toMatch(/SameSite=Lax/i);

      // A valid cookie is kept: no new id.
      const again = await api.post('/api/learner');
      expect(again.status()).toBe(204);
      expect(learnerCookie(again)).toEqual([]);

      // Another id with a forged signature, or someone else's id with none, is not taken: a fresh id replaces it.
      const id = issued.slice('rst_learner='.length, issued.indexOf('.'));
      for (const forged of [
        `${id}.forged-signature`,
        id,
        `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`,
      ]) {
        // A context of its own: the forged cookie is the only one sent.
        const forger = await playwright.request.newContext({ baseURL });
        const response = await forger.post('/api/learner', { headers: { cookie: `rst_learner=${forged}` } });
        await forger.dispose();
        expect(response.status()).toBe(204);
        const [replacement] = learnerCookie(response);
        expect(replacement, forged).toBeDefined();
        expect(replacement.slice('rst_learner='.length, replacement.indexOf('.'))).not.toBe(id);
      }

      expect((await api.get('/api/learner')).status()).toBe(405);
    } finally {
      await api.dispose();
    }
  });
});

test.describe('session cookie', () => {
  test(
    'after sign-in the session cookie is httpOnly and SameSite=Lax, out of reach of page scripts',
    { tag: '@one-width' },
    async ({ page, context }) => {
      await signIn(page, demoAccounts.user);
      const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
      expect(session).toBeDefined();
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
    },
  );
});

test.describe('redirects', () => {
  test(
    'a signed-in visit to /auth never follows `next` off the site, dot segments or not',
    { tag: '@one-width' },
    async ({ page }) => {
      await signIn(page, demoAccounts.user);
      for (const next of [
        '//evil.example',
        '/.//evil.example',
        '/..//evil.example',
        '/%2e//evil.example',
        'https://evil.example',
      ]) {
        const response = await page.request.get(`/auth?next=${encodeURIComponent(next)}`, {
          maxRedirects: 0,
        });
        expect(response.status(), next).toBeGreaterThanOrEqual(300);
        expect(response.status(), next).toBeLessThan(400);
        const location = response.headers()['location'] ?? '';
        expect(location.startsWith('//'), `${next} -> ${location}`).toBe(false);
        expect(new URL(location, page.url()).origin, `${next} -> ${location}`).toBe(
          new URL(page.url()).origin,
        );
      }
    },
  );
});

test.describe('server actions', () => {
  test(
    'refuse a replayed newsletter signup from another origin, and store nothing',
    { tag: '@one-width' },
    async ({ page, request, baseURL }) => {
      const legit = `origin-legit-${uniqueSuffix()}@example.com`;
      let captured: Request | undefined;
      page.on('request', (candidate) => {
        if (candidate.method() === 'POST' && candidate.headers()['next-action']) captured = candidate;
      });
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByLabel('Email address').fill(legit);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(page, 'Success!')).toBeVisible();
      expect(captured, 'the signup posted a server action').toBeDefined();
      const action = captured!;
      const body = action.postData() ?? '';
      expect(body).toContain(legit);

      // Replays the browser's request (same action id, same encoding) for another address, from `origin`.
      const replay = (email: string, origin: string) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(action.headers())) {
          if (!['host', 'content-length', 'cookie', 'origin', 'referer'].includes(name))
            headers[name] = value;
        }
        return request.post(action.url(), {
          headers: { ...headers, origin },
          data: body.replace(legit, email),
        });
      };
      const ownOrigin = new URL(baseURL!).origin;

      // The replay itself works from the site's own origin...
      const control = `origin-control-${uniqueSuffix()}@example.com`;
      const accepted = await replay(control, ownOrigin);
      expect(accepted.status()).toBe(200);
      expect(await accepted.text()).toContain('"ok":true');
      await expect.poll(() => latestMailTo(control), { timeout: 10_000 }).not.toBeNull();

      // ...and is refused from another one.
      const victim = `origin-evil-${uniqueSuffix()}@example.com`;
      const refused = await replay(victim, 'https://evil.example');
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      expect(await refused.text()).not.toContain('"ok":true');

      // Nothing was stored for the refused address: a real signup is new, not a duplicate, and its welcome mail is
      // the only one the address ever got (a mail for the refused replay would have been sent before it).
      const later = await replay(victim, ownOrigin);
      const laterText = await later.text();
      expect(laterText).toContain('"ok":true');
      expect(laterText).not.toContain('"duplicate"');
      await expect.poll(() => mailsTo(victim).length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(mailsTo(victim)).toHaveLength(1);
    },
  );
});

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test.describe('no secret reaches the browser', () => {
  test('the client bundle and the prerendered pages hold neither AUTH_SECRET nor a demo password', async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'reads the build output once');
    const script = readFileSync(join(process.cwd(), 'scripts', 'e2e-server.sh'), 'utf8');
    const secret = process.env.AUTH_SECRET ?? /AUTH_SECRET:-([^}"]+)\}/.exec(script)?.[1];
    expect(secret, 'the e2e server has an AUTH_SECRET').toBeTruthy();
    const secrets = [secret!, ...Object.values(demoAccounts).map((account) => account.password)];

    const clientFiles = filesUnder(join(process.cwd(), '.next', 'static'));
    // Prerendered HTML and RSC payloads are what static pages send to every browser.
    const prerendered = filesUnder(join(process.cwd(), '.next', 'server', 'app')).filter((file) =>
      /\.(html|rsc|body|meta|segment\.rsc)$/.test(file),
    );
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(prerendered.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const file of [...clientFiles, ...prerendered]) {
      const text = readFileSync(file).toString('latin1');
      for (const value of secrets) if (text.includes(value)) leaks.push(`${file}: ${value.slice(0, 6)}…`);
    }
    expect(leaks).toEqual([]);

    // And the pages rendered on the server at run time (per request, or cached on first request: /calendar, /reviews).
    for (const path of ['/auth', '/booking', '/calendar', '/reviews', '/api/session']) {
      const html = await (await request.get(path)).text();
      for (const value of secrets) expect(html.includes(value), `${path} contains a secret`).toBe(false);
    }
  });
});
