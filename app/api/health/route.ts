import { withUser } from '@/lib/db';
import { startEmbeddedCampaignWorker } from '@/lib/server/campaign-worker';

export const dynamic = 'force-dynamic';

/**
 * Liveness and database reachability for monitors. Says up or down, never why: details stay in the server log.
 * Monitors and the reverse proxy's checks ask it from the first minute, so it also starts this process's campaign
 * worker and offer sweep (idempotent; CAMPAIGN_WORKER=off leaves them to `npm run mail:worker`).
 */
export async function GET() {
  startEmbeddedCampaignWorker();
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
