import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE, signSessionToken, verifySessionToken } from '@/lib/auth/jwt';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';
import { config, proxy } from '@/proxy';
import { coversPglite } from './helpers/stage';

const user = { id: '6f1c2b1e-0d3a-4c55-9a53-0f2b1e6f7a10', email: 'learner@example.com' };
// The proxy never opens the database, so the session id need not name a row here.
const sid = '0b8f3c1e-5a2d-4e6f-8a9b-1c2d3e4f5a6b';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

/** The request headers the app will see (NextResponse.next({ request: { headers } }) passes them this way). */
function forwardedHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe.runIf(coversPglite())('proxy (embedded sessions)', () => {
  const saved = process.env.AUTH_SECRET;

  beforeAll(() => {
    process.env.AUTH_SECRET = 'proxy-test-secret-proxy-test-secret-123456';
    resetEnvCache();
    resetAuthSecretCache();
  });

  afterAll(() => {
    process.env.AUTH_SECRET = saved;
    resetEnvCache();
    resetAuthSecretCache();
  });

  it('passes a visitor without a session through and sets no cookie', async () => {
    const response = await proxy(request('/courses'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('passes a valid token on to the app untouched and adds no header of its own (no role hint)', async () => {
    const token = await signSessionToken(user, 'collaborator', sid);
    const response = await proxy(request('/calendar', { cookie: `${SESSION_COOKIE}=${token}` }));
    expect(forwardedHeader(response, 'cookie')).toBe(`${SESSION_COOKIE}=${token}`);
    expect(forwardedHeader(response, 'x-user-role-hint')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('never re-issues a token: it cannot see whether the session was revoked, so only the server extends it', async () => {
    const old = await signSessionToken(user, 'user', sid, Math.floor(Date.now() / 1000) - 2 * 24 * 3600);
    expect(await verifySessionToken(old)).toMatchObject({ sub: user.id, session_id: sid });
    const response = await proxy(request('/reviews', { cookie: `${SESSION_COOKIE}=${old}` }));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(forwardedHeader(response, 'cookie')).toBe(`${SESSION_COOKIE}=${old}`);
  });

  it('clears a tampered or expired cookie and treats the visitor as signed out; blocks nothing', async () => {
    const token = await signSessionToken(user, 'admin', sid);
    const tampered = `${token.slice(0, -3)}abc`;
    const expired = await signSessionToken(
      user,
      'admin',
      sid,
      Math.floor(Date.now() / 1000) - 31 * 24 * 3600,
    );
    for (const value of [tampered, expired]) {
      const response = await proxy(request('/account', { cookie: `${SESSION_COOKIE}=${value}` }));
      expect(response.status).toBe(200);
      expect(forwardedHeader(response, 'cookie') ?? '').not.toContain(`${SESSION_COOKIE}=`);
      expect(response.cookies.get(SESSION_COOKIE)?.value).toBe('');
    }
  });

  it('never makes a response that sets a cookie cacheable, on the cached live pages too', async () => {
    const token = await signSessionToken(user, 'admin', sid);
    const tampered = `${token.slice(0, -3)}abc`;
    for (const path of ['/calendar', '/calendar/mackay', '/reviews', '/courses']) {
      const response = await proxy(request(path, { cookie: `${SESSION_COOKIE}=${tampered}` }));
      expect(response.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=`);
      expect([path, response.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
    // Without a cookie to set, the live pages keep the shared cache's minute.
    const plain = await proxy(request('/calendar'));
    expect(plain.headers.get('cache-control')).toContain('s-maxage=60');
  });

  it('matches pages, API routes and paths with file extensions, but not the built files or public images', () => {
    expect(config.matcher).toHaveLength(1);
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const path of [
      '/',
      '/courses',
      '/api/session',
      '/auth/confirm',
      '/locations/mackay',
      '/courses/wp-login.php',
      '/wp-login.php',
      '/robots.txt',
      '/logo.svg',
    ]) {
      expect([path, matcher.test(path)]).toEqual([path, true]);
    }
    for (const path of ['/_next/static/chunks/app.js', '/_next/image', '/favicon.ico', '/images/hero.webp']) {
      expect([path, matcher.test(path)]).toEqual([path, false]);
    }
  });

  it("answers unknown paths with Next's not-found page, logged once, keeping the session handling", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const token = await signSessionToken(user, 'admin', sid);
      const miss = await proxy(request('/courses/no-such-course', { cookie: `${SESSION_COOKIE}=${token}` }));
      expect(new URL(miss.headers.get('x-middleware-rewrite')!).pathname).toBe('/_not-found');
      expect(forwardedHeader(miss, 'cookie')).toBe(`${SESSION_COOKIE}=${token}`);

      const unclaimed = await proxy(request('/no-such-page?from=old-site'));
      expect(new URL(unclaimed.headers.get('x-middleware-rewrite')!).pathname).toBe('/_not-found');

      expect(warn.mock.calls.map((call) => call[0])).toEqual([
        '[404] Page not found: "/courses/no-such-course"',
        '[404] Page not found: "/no-such-page"',
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('rewrites unknown calendar locations to the shared page, keeping the query', async () => {
    const unknownPlace = await proxy(request('/calendar/atlantis?date=2026-12-01'));
    const target = new URL(unknownPlace.headers.get('x-middleware-rewrite')!);
    expect(target.pathname + target.search).toBe('/calendar/unknown-location?date=2026-12-01');

    const real = await proxy(request('/courses/nsw-whitecard'));
    expect(real.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
