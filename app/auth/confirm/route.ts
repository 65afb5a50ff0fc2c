import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { confirm, safeNextPath } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/**
 * The e-mailed confirmation link: confirms the address, signs the user in and continues to `next` (or /).
 * redirect() (not a new NextResponse) keeps the session cookie set through cookies() in confirm().
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const result = await confirm({
    token: params.get('token'),
    code: params.get('code'),
    tokenHash: params.get('token_hash'),
    type: params.get('type'),
  });
  redirect(result.ok ? safeNextPath(params.get('next')) : '/auth?error=confirmation');
}
