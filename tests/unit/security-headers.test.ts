import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionCookieOptions } from '@/lib/auth/jwt';
import { cspDirectives } from '@/tests/support/csp';

/**
 * next.config.mjs builds its headers when it is imported, from NODE_ENV and DISABLE_HSTS. The e2e server runs
 * with DISABLE_HSTS=true (plain http on loopback), so HSTS in production is proven here on the config itself.
 */

type Header = { key: string; value: string };
type NextConfig = {
  poweredByHeader?: boolean;
  headers(): Promise<{ source: string; headers: Header[] }[]>;
};

async function loadConfig(env: { NODE_ENV: string; DISABLE_HSTS?: string }) {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', env.NODE_ENV);
  vi.stubEnv('DISABLE_HSTS', env.DISABLE_HSTS);
  // A computed specifier: the .mjs config has no type declarations.
  const specifier = '@/next.config.mjs';
  const { default: config } = (await import(/* @vite-ignore */ specifier)) as { default: NextConfig };
  const rules = await config.headers();
  const all = rules.find((rule) => rule.source === '/:path*');
  const headers = new Map((all?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]));
  return { config, headers };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('next.config.mjs security headers', () => {
  it('sends HSTS in production (two years, subdomains, preload) on every path', async () => {
    const { headers } = await loadConfig({ NODE_ENV: 'production', DISABLE_HSTS: undefined });
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('leaves HSTS out in development and when DISABLE_HSTS=true (the loopback e2e server)', async () => {
    expect((await loadConfig({ NODE_ENV: 'development' })).headers.has('strict-transport-security')).toBe(
      false,
    );
    expect(
      (await loadConfig({ NODE_ENV: 'production', DISABLE_HSTS: 'true' })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false);
  });

  it('production CSP: own scripts and styles only, no eval, no framing, no plugins, no foreign base or forms', async () => {
    const { config, headers } = await loadConfig({ NODE_ENV: 'production' });
    const csp = cspDirectives(headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(config.poweredByHeader).toBe(false);
  });

  it("allows 'unsafe-eval' only in development (React's dev overlay)", async () => {
    const dev = cspDirectives(
      (await loadConfig({ NODE_ENV: 'development' })).headers.get('content-security-policy')!,
    );
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    const prod = cspDirectives(
      (await loadConfig({ NODE_ENV: 'production' })).headers.get('content-security-policy')!,
    );
    expect(prod.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('session cookie options', () => {
  it('are httpOnly and SameSite=Lax always, Secure in production', () => {
    expect(sessionCookieOptions(true)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
    expect(sessionCookieOptions(false)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
  });
});
