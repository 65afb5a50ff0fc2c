import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { coversPglite } from './helpers/stage';

// Supabase configured for this file only: lib/env reads these once, when it is first imported.
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://project.supabase.example';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_test';
});

// Supabase's client refreshing the session: it hands the proxy new cookies to set, as @supabase/ssr does.
vi.mock('@supabase/ssr', () => ({
  createServerClient: (
    _url: string,
    _key: string,
    options: { cookies: { setAll: (cookies: { name: string; value: string; options: object }[]) => void } },
  ) => ({
    auth: {
      getClaims: async () => {
        options.cookies.setAll([
          { name: 'sb-project-auth-token', value: 'refreshed', options: { path: '/', httpOnly: true } },
        ]);
        return { data: null, error: null };
      },
    },
  }),
}));

const { proxy } = await import('@/proxy');

afterAll(() => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
});

describe.runIf(coversPglite())('proxy (Supabase sessions)', () => {
  it('a response carrying refreshed session cookies is never made cacheable, on /calendar and /reviews too', async () => {
    for (const path of ['/calendar', '/calendar/mackay', '/reviews', '/courses']) {
      const response = await proxy(
        new NextRequest(new URL(path, 'http://localhost:3000'), {
          headers: { cookie: 'sb-project-auth-token=old' },
        }),
      );
      expect(response.headers.get('set-cookie')).toContain('sb-project-auth-token=refreshed');
      expect([path, response.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
  });
});
