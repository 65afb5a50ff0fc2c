import { NextResponse } from 'next/server';

import { getSession, type SessionResponse } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/** The header's account menu asks here, so catalogue pages stay static. */
export async function GET() {
  const session = await getSession();
  const body: SessionResponse = session
    ? { user: session.user, role: session.role }
    : { user: null, role: null };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
