import { NextResponse, type NextRequest } from 'next/server';

import { stopReminders } from '@/lib/server/certificates';
import { linkPage, outcomeOf, postedToken } from '@/lib/server/mail-link';

const PAGE = '/certificates/reminders';

/** POST only: the confirmation page's button stops every expiry reminder of the learner. */
export async function POST(request: NextRequest) {
  const { token } = await postedToken(request);
  const result = await stopReminders(token);
  return NextResponse.redirect(linkPage(PAGE, { result: outcomeOf(result) }), 303);
}
