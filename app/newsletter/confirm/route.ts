import { NextResponse, type NextRequest } from 'next/server';

import { siteUrl } from '@/lib/env';
import { verifyConfirmToken } from '@/lib/server/newsletter-confirm-token';
import { confirmSubscription } from '@/lib/server/subscribers';

/**
 * The confirmation link of the newsletter's welcome mail (double opt-in).
 * - GET (and HEAD) change nothing: mail scanners open links. A valid link lands on a page whose one button POSTs
 *   here; a forged or cut-off one lands on the 'not valid' page.
 * - POST confirms the opt-in the token names and redirects to the outcome page.
 * Redirects are built from SITE_URL: behind a proxy `request.nextUrl` is the bound address (http://0.0.0.0:PORT).
 */

function outcomePage(query: Record<string, string>): URL {
  const target = new URL(`${siteUrl()}/newsletter/confirmed`);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target;
}

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token');
  if (!verifyConfirmToken(token)) return NextResponse.redirect(outcomePage({ result: 'invalid' }), 303);
  return NextResponse.redirect(outcomePage({ token: token! }), 303);
}

export async function POST(request: NextRequest) {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null; // The token may travel in the query alone; a body that is not a form changes nothing.
  }
  const token = request.nextUrl.searchParams.get('token') ?? form?.get('token');
  const result = await confirmSubscription(token);
  const outcome = result.ok ? 'done' : result.reason === 'failed' ? 'error' : 'invalid';
  return NextResponse.redirect(outcomePage({ result: outcome }), 303);
}
