import { NextResponse, type NextRequest } from 'next/server';

import { confirm, safeNextPath } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/** The e-mailed confirmation link: confirms the address, signs the user in and continues to `next` (or /). */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const result = await confirm({
    token: params.get('token'),
    code: params.get('code'),
    tokenHash: params.get('token_hash'),
    type: params.get('type'),
  });
  const target = request.nextUrl.clone();
  target.search = '';
  if (result.ok) {
    const next = new URL(safeNextPath(params.get('next')), request.nextUrl.origin);
    target.pathname = next.pathname;
    target.search = next.search;
  } else {
    target.pathname = '/auth';
    target.searchParams.set('error', 'confirmation');
  }
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
