import { NextResponse, type NextRequest } from 'next/server';

import { landOnLinkPage, linkPage, outcomeOf, postedToken } from '@/lib/server/mail-link';
import { unsubscribe } from '@/lib/server/subscribers';
import { verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';

/**
 * The signed unsubscribe link of every newsletter message.
 * - GET (and HEAD) change nothing: a valid link lands on a confirmation page whose one button POSTs here.
 * - POST is RFC 8058 one-click from the mail client's own button (List-Unsubscribe-Post), answered with a short
 *   text, or the confirmation page's form (field `confirm`), answered with a redirect to the outcome page.
 */
const PAGE = '/newsletter/unsubscribed';

export function GET(request: NextRequest) {
  return landOnLinkPage(request, PAGE, (token) => verifyUnsubscribeToken(token) !== null);
}

export async function POST(request: NextRequest) {
  const { token, form } = await postedToken(request);
  const result = await unsubscribe(token);
  if (form?.get('confirm')) return NextResponse.redirect(linkPage(PAGE, { result: outcomeOf(result) }), 303);
  if (result.ok) return new NextResponse('Unsubscribed', { status: 200 });
  return new NextResponse(
    result.reason === 'failed' ? 'Please try again later' : 'Invalid unsubscribe link',
    { status: result.reason === 'failed' ? 503 : 400 },
  );
}
