import { NextResponse, type NextRequest } from 'next/server';

import { siteUrl } from '@/lib/env';
import { unsubscribe } from '@/lib/server/subscribers';
import { verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';

/**
 * The signed unsubscribe link of every newsletter message.
 * - GET (and HEAD) change nothing: mail scanners open links. A valid link lands on a confirmation page whose one
 *   button POSTs here; a forged or cut-off one lands on the 'not valid' page.
 * - POST is RFC 8058 one-click from the mail client's own button (List-Unsubscribe-Post), answered with a short
 *   text, or the confirmation page's form (field `confirm`), answered with a redirect to the outcome page.
 * Redirects are built from SITE_URL: behind a proxy `request.nextUrl` is the bound address (http://0.0.0.0:PORT).
 */

function outcomePage(query: Record<string, string>): URL {
  const target = new URL(`${siteUrl()}/newsletter/unsubscribed`);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target;
}

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token');
  if (!verifyUnsubscribeToken(token)) return NextResponse.redirect(outcomePage({ result: 'invalid' }), 303);
  return NextResponse.redirect(outcomePage({ token: token! }), 303);
}

export async function POST(request: NextRequest) {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null; // RFC 8058 bodies are form-encoded; anything else is treated as one-click.
  }
  const token = request.nextUrl.searchParams.get('token') ?? form?.get('token');
  const result = await unsubscribe(token);
  if (form?.get('confirm')) {
    const outcome = result.ok ? 'done' : result.reason === 'failed' ? 'error' : 'invalid';
    return NextResponse.redirect(outcomePage({ result: outcome }), 303);
  }
  if (result.ok) return new NextResponse('Unsubscribed', { status: 200 });
  return new NextResponse(
    result.reason === 'failed' ? 'Please try again later' : 'Invalid unsubscribe link',
    {
      status: result.reason === 'failed' ? 503 : 400,
    },
  );
}
