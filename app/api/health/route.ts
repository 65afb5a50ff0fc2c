import { withUser } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Liveness and database reachability for monitors. Says up or down, never why: details stay in the server log. */
export async function GET() {
  let database: 'up' | 'down' = 'up';
  try {
    await withUser(null, (db) => db.query('select 1'));
  } catch (error) {
    database = 'down';
    console.error('[health] database unreachable:', error instanceof Error ? error.message : 'unknown error');
  }
  return Response.json(
    { status: database === 'up' ? 'ok' : 'degraded', database },
    { status: database === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
