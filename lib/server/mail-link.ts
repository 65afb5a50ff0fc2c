import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { siteUrl } from '@/lib/env';

/**
 * What the routes behind single-use mail links share. GET changes nothing (mail scanners open links): a valid link
 * lands on its page's one-button question, a forged or cut-off one on the page's 'not valid' answer. Redirects are
 * built from SITE_URL: behind a proxy `request.nextUrl` is the bound address (http://0.0.0.0:PORT).
 */
export function linkPage(path: string, query: Record<string, string>): URL {
  const target = new URL(`${siteUrl()}${path}`);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target;
}

/** GET of a link: to the question when the token verifies, else to the 'not valid' answer. */
export function landOnLinkPage(
  request: NextRequest,
  path: string,
  verify: (token: string | null) => boolean,
) {
  const token = request.nextUrl.searchParams.get('token');
  if (!verify(token)) return NextResponse.redirect(linkPage(path, { result: 'invalid' }), 303);
  return NextResponse.redirect(linkPage(path, { token: token! }), 303);
}

/** A POST's token (in the query, or the form's `token` field) and its form, when the body is one. */
export async function postedToken(request: NextRequest): Promise<{ token: unknown; form: FormData | null }> {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    // The token may travel in the query alone (RFC 8058 one-click bodies are forms too); anything else is no form.
    form = null;
  }
  return { token: request.nextUrl.searchParams.get('token') ?? form?.get('token'), form };
}

/** The page's answer for an outcome: done, error (try again later) or invalid. */
export function outcomeOf(result: { ok: boolean; reason?: string }): 'done' | 'error' | 'invalid' {
  return result.ok ? 'done' : result.reason === 'failed' ? 'error' : 'invalid';
}
