import { NextResponse, type NextRequest } from 'next/server';

import { unsubscribe } from '@/lib/server/subscribers';

/**
 * The signed unsubscribe link of every newsletter message. GET is the link in the body (one click, then a
 * confirmation page); POST is RFC 8058 one-click from the mail client's own button (List-Unsubscribe-Post).
 */

export async function GET(request: NextRequest) {
  const result = await unsubscribe(request.nextUrl.searchParams.get('token'));
  const target = request.nextUrl.clone();
  target.pathname = '/newsletter/unsubscribed';
  target.search = '';
  target.searchParams.set('result', result.ok ? 'done' : result.reason === 'failed' ? 'error' : 'invalid');
  return NextResponse.redirect(target, 303);
}

export async function POST(request: NextRequest) {
  const result = await unsubscribe(request.nextUrl.searchParams.get('token'));
  if (result.ok) return new NextResponse('Unsubscribed', { status: 200 });
  return new NextResponse(
    result.reason === 'failed' ? 'Please try again later' : 'Invalid unsubscribe link',
    {
      status: result.reason === 'failed' ? 503 : 400,
    },
  );
}
