import { NextResponse, type NextRequest } from 'next/server';

import { landOnLinkPage, linkPage, outcomeOf, postedToken } from '@/lib/server/mail-link';
import { verifyConfirmToken } from '@/lib/server/newsletter-confirm-token';
import { confirmSubscription } from '@/lib/server/subscribers';

/**
 * The confirmation link of the newsletter's welcome mail (double opt-in).
 * - GET (and HEAD) change nothing: a valid link lands on a page whose one button POSTs here.
 * - POST confirms the opt-in the token names and redirects to the outcome page.
 */
const PAGE = '/newsletter/confirmed';

export function GET(request: NextRequest) {
  return landOnLinkPage(request, PAGE, (token) => verifyConfirmToken(token) !== null);
}

export async function POST(request: NextRequest) {
  const { token } = await postedToken(request);
  const result = await confirmSubscription(token);
  return NextResponse.redirect(linkPage(PAGE, { result: outcomeOf(result) }), 303);
}
