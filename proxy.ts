import type { NextRequest } from 'next/server';

import { proxyCacheControl } from '@/lib/rules/cache-policy';
import { refuseBadRequest } from '@/lib/edge/bad-requests';
import { NOT_FOUND_PATH, routeRequest } from '@/lib/edge/closed-routes';
import { logNotFound } from '@/lib/edge/not-found-log';
import { passOnWithSession } from '@/lib/edge/session';

/**
 * Next 16 proxy (formerly middleware): the session cookie (embedded: a bad token is dropped; Supabase: the session
 * is refreshed; lib/edge/session.ts), the not-found answer for unknown paths, logged (lib/edge/closed-routes.ts; the
 * README says why the proxy answers misses), and a 4xx for requests that could only fail (lib/edge/bad-requests.ts).
 * It blocks nothing a visitor may do and never opens the database, so it never extends or re-issues a token:
 * getSession() checks the session row and slides the idle timeout. Pages, server actions and RLS check permissions.
 */
export async function proxy(request: NextRequest) {
  const refused = await refuseBadRequest(request);
  if (refused) return refused;
  const routing = routeRequest(request.method, request.nextUrl.pathname);
  if (routing?.kind === 'not-found') logNotFound(routing.path);
  const rewriteTo =
    routing?.kind === 'not-found'
      ? new URL(NOT_FOUND_PATH, request.url)
      : routing
        ? new URL(`${routing.to}${request.nextUrl.search}`, request.url)
        : null;
  const response = await passOnWithSession(request, rewriteTo);
  // Next keeps a Cache-Control that is already on the response.
  const cacheControl = proxyCacheControl(
    request.method,
    request.nextUrl.pathname,
    response.headers.has('set-cookie'),
  );
  if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  return response;
}

export const config = {
  matcher: [
    // Everything except Next's static files, images, course videos and the favicon. Paths with a file extension are included, so
    // /wp-login.php gets the server-rendered not-found page too; the other public files pass (lib/edge/public-files.ts).
    '/((?!_next/static|_next/image|images/|videos/|favicon\\.ico).*)',
  ],
};
