import type { NextRequest, NextResponse } from 'next/server';

import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/jwt';
import { supabaseConfigured } from '@/lib/env';

import { passOn } from './pass-on';

/**
 * The embedded backend's session cookie in the proxy: the token is verified and a tampered or expired one is
 * dropped from both the request and the response. The proxy never opens the database, so it cannot see a revoked
 * session: getSession() on the server checks the session row (lib/auth/embedded-backend.ts).
 */
async function passOnWithEmbeddedSession(request: NextRequest, rewriteTo: URL | null): Promise<NextResponse> {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const invalid = token !== undefined && !(await verifySessionToken(token));
  // Keep what the app reads in step with what the browser will hold after this response.
  if (invalid) request.cookies.delete(SESSION_COOKIE);
  const response = passOn(new Headers(request.headers), rewriteTo);
  if (invalid) response.cookies.delete(SESSION_COOKIE);
  return response;
}

/**
 * Passes the request on (to `rewriteTo` when given) with its session cookie looked after by the backend chosen
 * once from the environment: embedded verifies, Supabase refreshes. Supabase's module (and supabase-js) loads only
 * when Supabase is configured.
 */
export const passOnWithSession: (request: NextRequest, rewriteTo: URL | null) => Promise<NextResponse> =
  supabaseConfigured
    ? async (request, rewriteTo) =>
        (await import('./supabase-session')).passOnWithSupabaseSession(request, rewriteTo)
    : passOnWithEmbeddedSession;
