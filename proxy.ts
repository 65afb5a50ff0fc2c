import { NextResponse, type NextRequest } from 'next/server';

import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/jwt';
import { ROLE_HINT_HEADER } from '@/lib/auth/types';
import { liveCacheControl } from '@/lib/rules/cache-policy';
import { NOT_FOUND_PATH, routeRequest } from '@/lib/edge/closed-routes';
import { supabaseConfigured } from '@/lib/env';
import { logNotFound } from '@/lib/edge/not-found-log';
import { passOn } from '@/lib/edge/pass-on';
import { isAppRole } from '@/lib/rules/roles';

/**
 * Next 16 proxy (formerly middleware): verifies the session token and passes the role on as a request header
 * hint. It blocks nothing and never opens the database, so it cannot know whether a session was revoked: it never
 * extends or re-issues a token. The server checks the session row wherever it reads the session (lib/auth
 * getSession), and that check slides the idle timeout. Pages, server actions and RLS check permissions.
 * It also answers unknown paths with Next's server-rendered not-found page, logging each (lib/edge/closed-routes.ts).
 */
export async function proxy(request: NextRequest) {
  const routing = routeRequest(request.method, request.nextUrl.pathname);
  if (routing?.kind === 'not-found') logNotFound(routing.path);
  const rewriteTo =
    routing?.kind === 'not-found'
      ? new URL(NOT_FOUND_PATH, request.url)
      : routing
        ? new URL(`${routing.to}${request.nextUrl.search}`, request.url)
        : null;
  const response = await sessionResponse(request, rewriteTo);
  // Next keeps a Cache-Control that is already on the response.
  const cacheControl = liveCacheControl(request.method, request.nextUrl.pathname);
  if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  return response;
}

/** Passes the request on (to `rewriteTo` when given) with the session token verified (Supabase: refreshed). */
async function sessionResponse(request: NextRequest, rewriteTo: URL | null): Promise<NextResponse> {
  if (supabaseConfigured) {
    // Loaded on demand, so the embedded backend never evaluates supabase-js.
    const { updateSession } = await import('@/lib/supabase/proxy');
    return updateSession(request, rewriteTo, (headers, claims) => {
      headers.delete(ROLE_HINT_HEADER);
      if (claims) headers.set(ROLE_HINT_HEADER, isAppRole(claims.user_role) ? claims.user_role : 'user');
    });
  }

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? await verifySessionToken(token) : null;

  // Keep what the app reads in step with what the browser will hold after this response.
  if (token && !claims) request.cookies.delete(SESSION_COOKIE);

  const headers = new Headers(request.headers);
  headers.delete(ROLE_HINT_HEADER);
  if (claims) headers.set(ROLE_HINT_HEADER, claims.user_role);

  const response = passOn(headers, rewriteTo);
  if (token && !claims) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  matcher: [
    // Everything except Next's static files, images, course videos and the favicon. Paths with a file extension are included, so
    // /wp-login.php gets the server-rendered not-found page too; the other public files pass (lib/edge/public-files.ts).
    '/((?!_next/static|_next/image|images/|videos/|favicon\\.ico).*)',
  ],
};
