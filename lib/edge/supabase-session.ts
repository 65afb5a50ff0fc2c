import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';

import { publicEnv } from '@/lib/env';
import { passOn } from '@/lib/edge/pass-on';

/**
 * Refreshes the Supabase session cookies; refreshed cookies reach both the app (request) and the browser
 * (response). The request goes on to `rewriteTo` when given (see lib/edge/closed-routes.ts).
 */
export async function passOnWithSupabaseSession(
  request: NextRequest,
  rewriteTo: URL | null,
): Promise<NextResponse> {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key } = publicEnv;
  const pending: { name: string; value: string; options: Parameters<NextResponse['cookies']['set']>[2] }[] =
    [];
  const extraHeaders: Record<string, string> = {};

  if (url && key) {
    const supabase = createServerClient(url, key, {
      cookies: {
        getAll() {
          return request.cookies.getAll();
        },
        setAll(cookiesToSet, headers) {
          for (const { name, value, options } of cookiesToSet) {
            request.cookies.set(name, value);
            pending.push({ name, value, options });
          }
          Object.assign(extraHeaders, headers ?? {});
        },
      },
    });

    // Do not run code between createServerClient and getClaims(): a refreshed session must reach the response.
    await supabase.auth.getClaims();
  }

  // request.cookies.set() above rewrote the request's cookie header, so the copy carries refreshed tokens.
  const response = passOn(new Headers(request.headers), rewriteTo);
  for (const { name, value, options } of pending) response.cookies.set(name, value, options);
  for (const [header, value] of Object.entries(extraHeaders)) response.headers.set(header, value);
  return response;
}
